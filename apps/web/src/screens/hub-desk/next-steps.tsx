import { Button, Kbd, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { nextStepOfKind, type TrackingEventKind, type TrackingStep } from '@skyparcel/domain/tracking-rules';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/ui/form-section.tsx';
import { useRecordScan } from '../../features/operations/api/desk-api.ts';
import { isTransient, useQueuedScans } from '../../features/operations/scan-queue.ts';

type NextStepsProps = { code: string; hubName: string; step: TrackingStep; kinds: TrackingEventKind[] };

/**
 * The scans that may follow the order's latest step, numbered: the number key records one (outside
 * a text field), so a clerk scans, presses one key and scans the next parcel. Each is named by
 * the step it leads to, as the journey table decides it.
 */
export function NextSteps({ code, hubName, step, kinds }: NextStepsProps) {
  const { t } = useTranslation();
  const record = useRecordScan(code, hubName);
  const { queue, enqueue } = useQueuedScans();
  // A parcel with a step waiting to be sent shows no choice until it has gone: its next step follows that one.
  const isWaiting = queue.some((scan) => scan.code === code);
  const choices = kinds.flatMap((kind) => {
    const next = nextStepOfKind(step, kind);
    return next ? [{ kind, name: t(`hubDesk.steps.${next}`) }] : [];
  });
  const recordKind = (choice: (typeof choices)[number]) => {
    if (record.isPending || isWaiting) return;
    record.mutate(choice.kind, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('hubDesk.stepRecorded', { step: choice.name }) }),
      onError: (error) => {
        if (!isTransient(error)) {
          notifications.show({ color: 'red', title: t('hubDesk.stepFailed'), message: error.message });
          return;
        }
        enqueue({ code, kind: choice.kind, stepName: choice.name, hubName });
        notifications.show({ color: 'yellow', message: t('hubDesk.queued', { step: choice.name }) });
      },
    });
  };
  useHotkeys(choices.slice(0, 9).map((choice, index) => [String(index + 1), () => recordKind(choice)]));

  return (
    <FormSection
      isCompact
      level={3}
      title={t('hubDesk.nextSteps')}
      description={choices.length > 0 && !isWaiting ? t('hubDesk.nextStepsHint') : undefined}
    >
      {isWaiting ? (
        <Text c="dark.4">{t('hubDesk.waitingHere')}</Text>
      ) : choices.length === 0 ? (
        <Text c="dimmed">{t('hubDesk.noNextSteps')}</Text>
      ) : (
        <Stack gap="xs">
          {choices.map((choice, index) => (
            <Button
              key={choice.kind}
              variant="light"
              justify="space-between"
              fullWidth
              loading={record.isPending && record.variables === choice.kind}
              disabled={record.isPending && record.variables !== choice.kind}
              onClick={() => recordKind(choice)}
              rightSection={index < 9 ? <Kbd aria-hidden>{index + 1}</Kbd> : null}
              aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
            >
              {choice.name}
            </Button>
          ))}
        </Stack>
      )}
    </FormSection>
  );
}
