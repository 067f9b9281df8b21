import { Avatar, Button, Group, Loader, Select, Text } from '@mantine/core';
import type { Bank } from '@skyparcel/domain/payment-contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanks } from '../api/payment-cards.ts';

type BankPickerProps = {
  value: string | null;
  onChange: (code: string | null) => void;
};

/** Two letters of the bank's short name: the list has no logos (reference-data/vn-banks). */
function initialsOf(bank: Bank) {
  return bank.shortName
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * The bank a domestic card or account payment opens VNPay with. Optional: without one, VNPay
 * shows its own bank list. Searched by code (spec 2 section 6, "bank search filters by code
 * text") and by name.
 */
export function BankPicker({ value, onChange }: BankPickerProps) {
  const { t } = useTranslation();
  const banks = useBanks();
  const byCode = useMemo(() => new Map((banks.data ?? []).map((bank) => [bank.code, bank])), [banks.data]);
  const options = useMemo(
    () =>
      (banks.data ?? []).map((bank) => ({
        value: bank.code,
        label: `${bank.shortName} (${bank.code})`,
      })),
    [banks.data],
  );
  if (banks.isError) {
    return (
      <Group gap="xs" role="alert">
        <Text size="sm" c="red.8">
          {t('payments.banksLoadFailed')}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={() => void banks.refetch()}>
          {t('common.retry')}
        </Button>
      </Group>
    );
  }
  return (
    <Select
      label={t('payments.bankLabel')}
      description={t('payments.bankHint')}
      placeholder={banks.isPending ? t('common.loading') : t('payments.bankPlaceholder')}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      disabled={banks.isPending}
      rightSection={banks.isPending ? <Loader size={16} aria-hidden /> : undefined}
      nothingFoundMessage={t('payments.bankNothingFound')}
      filter={({ options: all, search }) => {
        const needle = search.trim().toLowerCase();
        return all.filter((option) => {
          const bank = 'value' in option ? byCode.get(option.value) : undefined;
          if (!bank || !needle) return true;
          return [bank.code, bank.shortName, bank.name].some((text) => text.toLowerCase().includes(needle));
        });
      }}
      renderOption={({ option }) => {
        const bank = byCode.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            {bank ? (
              <Avatar size={28} radius="sm" color="navy" aria-hidden>
                {initialsOf(bank)}
              </Avatar>
            ) : null}
            <div>
              <Text size="sm">{option.label}</Text>
              {bank ? (
                <Text size="xs" c="dimmed">
                  {bank.name}
                </Text>
              ) : null}
            </div>
          </Group>
        );
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="bank-picker"
    />
  );
}
