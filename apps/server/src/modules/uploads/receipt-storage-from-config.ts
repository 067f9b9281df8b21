import type { AppConfig } from '../../config.ts';
import { diskReceiptStorage, type ReceiptStorage } from './receipt-storage.ts';

/**
 * The receipt storage the configuration names (RECEIPT_STORAGE). The AWS SDK is loaded only when
 * S3 is chosen, so an install that keeps receipts on disk neither spends its ~0.1 s at every start
 * nor prints its warnings about the Node version.
 */
export async function receiptStorageFrom(
  config: Pick<AppConfig, 'uploadsDir' | 'receiptStorage'>,
): Promise<ReceiptStorage> {
  const chosen = config.receiptStorage;
  if (chosen.kind === 'disk') return diskReceiptStorage(config.uploadsDir);
  const { s3ReceiptStorage } = await import('./s3-receipt-storage.ts');
  return s3ReceiptStorage(chosen.s3);
}
