import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadWaybill } from '../api/download-waybill.ts';

/**
 * Prints the order's waybill: the PDF the server makes, downloaded; a failure says why in a toast.
 * `compact` is the confirmation's icon beside the order code.
 */
export function WaybillButton({
  order,
  compact = false,
}: {
  order: { uuid: string; orderId: string };
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => downloadWaybill(order),
    onError: (error) => notifications.show({ color: 'red', title: t('orders.waybill.failed'), message: error.message }),
  });
  const label = t('orderConfirmation.printWaybill');
  if (compact) {
    return (
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          color="navy"
          size="lg"
          aria-label={label}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          <IconPrinter size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={18} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      {label}
    </Button>
  );
}
