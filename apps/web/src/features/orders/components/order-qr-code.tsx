import { Image, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';

const QR_SIZE = 132;

/** The order code as a QR code, which the post office scans to find the order (drawn here: no image travels). */
export function OrderQrCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const image = useQuery({
    queryKey: ['qr-code', code],
    queryFn: async () => {
      // Drawn in a task of its own: a query starts while React commits the page, and the drawing
      // (40 ms on a phone) would otherwise lengthen that task (issue 35, the order detail's blocking time).
      await new Promise((resolve) => setTimeout(resolve));
      return QRCode.toDataURL(code, { margin: 1, width: QR_SIZE * 2, errorCorrectionLevel: 'M' });
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!image.data) return <Skeleton width={QR_SIZE} height={QR_SIZE} />;
  return <Image src={image.data} w={QR_SIZE} h={QR_SIZE} alt={t('orders.detail.qrLabel', { code })} />;
}
