import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteAddress } from '../api/delete-address.ts';

/** The Delete link's confirm popup (cancel or delete), then a toast and back to the list. */
export function useDeleteAddressConfirm({ id, afterHref }: { id: string; afterHref: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useDeleteAddress({
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('toast.message_delete_success') });
      void navigate(afterHref, { replace: true });
    },
    // The spec words a failed delete as a failed update (spec 2 section 8).
    onError: (error) =>
      notifications.show({ color: 'red', title: t('toast.message_update_error'), message: error.message }),
  });
  const openConfirm = () =>
    modals.openConfirmModal({
      title: t('addresses.delete.title'),
      children: <Text>{t('addresses.delete.body')}</Text>,
      labels: { confirm: t('addresses.delete.confirm'), cancel: t('addresses.delete.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => mutation.mutate(id),
    });
  return { openConfirm, isDeleting: mutation.isPending };
}
