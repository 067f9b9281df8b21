import { Button, Kbd, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { nextStepOfKind, type TrackingEventKind, type TrackingStep } from '@skyparcel/domain/tracking-rules';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/ui/form-section.tsx';
import { useRecordScan } from '../../features/operations/api/desk-api.ts';

type NextStepsProps = { code: string; hubName: string; step: TrackingStep; kinds: TrackingEventKind[] };

/**
 * The scans that may follow the order's latest step, numbered: the number key records one (outside
 * a text field), so a clerk scans, presses one key and scans the next parcel. Each is named by
 * the step it leads to, as the journey table decides it.
 */
export function NextSteps({ code, hubName, step, kinds }: NextStepsProps) {
  const { t } = useTranslation();
  const record = useRecordScan(code, hubName);
  const choices = kinds.flatMap((kind) => {
    const next = nextStepOfKind(step, kind);
    return next ? [{ kind, name: t(`hubDesk.steps.${next}`) }] : [];
  });
  const recordKind = (choice: (typeof choices)[number]) => {
    if (record.isPending) return;
    record.mutate(choice.kind, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('hubDesk.stepRecorded', { step: choice.name }) }),
      onError: (error) => notifications.show({ color: 'red', title: t('hubDesk.stepFailed'), message: error.message }),
    });
  };
  useHotkeys(choices.slice(0, 9).map((choice, index) => [String(index + 1), () => recordKind(choice)]));

  return (
    <FormSection
      isCompact
      level={3}
      title={t('hubDesk.nextSteps')}
      description={choices.length > 0 ? t('hubDesk.nextStepsHint') : undefined}
    >
      {choices.length === 0 ? (
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
