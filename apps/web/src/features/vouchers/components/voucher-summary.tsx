import { Group, Text } from '@mantine/core';
import type { Voucher } from '@skyparcel/domain/voucher-contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatVoucherDiscount, voucherTitle } from '../voucher-display.ts';

/** A voucher as the promo box and the deals list show it: code, discount, title, and any extra line. */
export function VoucherSummary({ voucher, children }: { voucher: Voucher; children?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Text fw={700} ff="monospace" c="navy.9">
          {voucher.code}
        </Text>
        <Text fw={700} c="teal.9">
          {formatVoucherDiscount(voucher, t, language)}
        </Text>
      </Group>
      <Text size="sm" c="dark.5" style={{ overflowWrap: 'anywhere' }}>
        {voucherTitle(voucher)}
      </Text>
      {children}
    </>
  );
}
