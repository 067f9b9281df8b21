import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/ui/form-section.tsx';
import { useChargeNoShow } from '../../features/operations/api/desk-api.ts';

/** The receiver was not there: the route's no-show fee, once, for the customer to pay. */
export function NoShowAction({ code }: { code: string }) {
  const { t } = useTranslation();
  const charge = useChargeNoShow(code);
  return (
    <FormSection isCompact level={3} title={t('hubDesk.noShow')} description={t('hubDesk.noShowHint')}>
      <Group justify="flex-end">
        <Button
          variant="light"
          color="orange"
          loading={charge.isPending}
          onClick={() =>
            charge.mutate(undefined, {
              onSuccess: () => notifications.show({ color: 'teal', message: t('hubDesk.noShowDone') }),
              onError: (error) =>
                notifications.show({ color: 'red', title: t('hubDesk.noShowFailed'), message: error.message }),
            })
          }
        >
          {t('hubDesk.noShowAction')}
        </Button>
      </Group>
    </FormSection>
  );
}
