import { Button, Group, NumberInput, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  RATE_CURRENCIES,
  type RateCurrency,
  setExchangeRateRequestSchema,
} from '@skyparcel/domain/exchange-rate-contracts';
import { formatNumber } from '@skyparcel/domain/number-format';
import { vietnamDay } from '@skyparcel/domain/time-zones';
import { camelCase } from 'es-toolkit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { ApiError } from '../../../lib/api-client-error.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useExchangeRates, useSetExchangeRate } from '../api/settings-api.ts';
import { useDecimalSeparator } from '../desk-format.ts';

type RateForm = { currency: RateCurrency; effectiveOn: string; vndPerUnit: number | string };
type Problems = Partial<Record<keyof RateForm, string>>;

/**
 * The booking rates: an admin sets a currency's rate from a day on (prices from that day use it;
 * placed orders keep theirs), and every rate kept is listed with who set it and when.
 */
export function ExchangeRateSettings({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('opsSettings.rates')} description={t('opsSettings.ratesHint')}>
      {canChange ? <RateEditor /> : null}
      <RateHistory />
    </FormSection>
  );
}

function RateEditor() {
  const { t } = useTranslation();
  const decimalSeparator = useDecimalSeparator();
  const [form, setForm] = useState<RateForm>({ currency: 'USD', effectiveOn: vietnamDay(new Date()), vndPerUnit: '' });
  const [problems, setProblems] = useState<Problems>({});
  const setRate = useSetExchangeRate();
  const change = (field: keyof RateForm) => (value: string | number | null) => {
    setForm((current) => ({ ...current, [field]: value ?? '' }));
    setProblems({});
  };
  const save = () => {
    const parsed = setExchangeRateRequestSchema.safeParse({
      ...form,
      vndPerUnit: form.vndPerUnit === '' ? undefined : Number(form.vndPerUnit),
    });
    if (!parsed.success) {
      setProblems(
        problemsAt(
          t,
          parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), code: issue.message })),
        ),
      );
      return;
    }
    setRate.mutate(parsed.data, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('opsSettings.rateSaved') }),
      onError: (error) => {
        if (error instanceof ApiError) setProblems(problemsAt(t, error.fieldErrors));
        notifications.show({ color: 'red', title: t('opsSettings.rateFailed'), message: error.message });
      },
    });
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('opsSettings.currency')}
          data={RATE_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          value={form.currency}
          onChange={change('currency')}
          allowDeselect={false}
        />
        <TextInput
          type="date"
          label={t('opsSettings.effectiveOn')}
          value={form.effectiveOn}
          onChange={(event) => change('effectiveOn')(event.currentTarget.value)}
          error={problems.effectiveOn}
        />
        <NumberInput
          label={t('opsSettings.vndPerUnit', { currency: form.currency })}
          value={form.vndPerUnit}
          onChange={change('vndPerUnit')}
          decimalSeparator={decimalSeparator}
          decimalScale={4}
          min={0}
          error={problems.vndPerUnit}
          inputMode="decimal"
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button loading={setRate.isPending} onClick={save}>
          {t('opsSettings.saveRate')}
        </Button>
      </Group>
    </>
  );
}

/** Field errors (the schema's camelCase or the server's snake_case) at the form's fields, in the page's language. */
function problemsAt(t: Parameters<typeof fieldErrorText>[0], errors: { field: string; code: string }[]): Problems {
  const problems: Problems = {};
  for (const error of errors) {
    const field = camelCase(error.field) as keyof RateForm;
    problems[field] = fieldErrorText(t, field, error.code);
  }
  return problems;
}

function RateHistory() {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = useTimeFormat();
  const rates = useExchangeRates();
  if (rates.isPending) {
    return <LoadingState label={t('opsSettings.loading')} py="lg" />;
  }
  if (rates.isError) return <QueryErrorState title={t('opsSettings.loadFailed')} query={rates} />;
  return (
    <ScrollTable label={t('opsSettings.rates')} minWidth={560}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            {(['currency', 'effectiveOn', 'rate', 'setBy'] as const).map((column) => (
              <Table.Th key={column}>{t(`opsSettings.rateColumns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rates.data.map((rate) => (
            <Table.Tr key={`${rate.currency}-${rate.effectiveOn}`}>
              <Table.Td>{rate.currency}</Table.Td>
              <Table.Td>{time.date(rate.effectiveOn)}</Table.Td>
              <Table.Td>
                {formatNumber(rate.vndPerUnit, language, {
                  style: 'currency',
                  currency: 'VND',
                  maximumFractionDigits: 4,
                })}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{rate.updated.by ?? t('opsSettings.system')}</Text>
                <Text size="xs" c="dark.4">
                  {time.instant(rate.updated.at, 'dayTime')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
