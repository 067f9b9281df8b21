import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatNumber } from '@skyparcel/domain/number-format';
import type { RouteClass, Tier } from '@skyparcel/domain/pricing';
import {
  firstTariffDay,
  scheduleTariffRequestSchema,
  type TariffList,
  type TariffVersion,
} from '@skyparcel/domain/tariff-contracts';
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
import { useScheduleTariff, useTariffs } from '../api/settings-api.ts';
import { useAmountSeparators, useKilograms } from '../desk-format.ts';

type TierEntry = TariffList['tiers'][number];
type TierKey = `${RouteClass}:${Tier}`;
const keyOf = (entry: { routeClass: RouteClass; tier: Tier }): TierKey => `${entry.routeClass}:${entry.tier}`;

/**
 * The domestic tariff's weight bands: each tier's prices today and the changes scheduled, and for an
 * admin new prices from a later day (orders placed before it keep theirs, also when weighed again).
 */
export function TariffSettings({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const tariffs = useTariffs();
  const [chosen, setChosen] = useState<TierKey>('INNER_CITY:BASIC');
  const entry = tariffs.data?.tiers.find((each) => keyOf(each) === chosen) ?? tariffs.data?.tiers[0];
  return (
    <FormSection title={t('opsSettings.tariffs')} description={t('opsSettings.tariffsHint')}>
      {tariffs.isPending ? <LoadingState label={t('opsSettings.loading')} py="lg" /> : null}
      {tariffs.isError ? <QueryErrorState title={t('opsSettings.loadFailed')} query={tariffs} /> : null}
      {tariffs.data && entry ? (
        <Stack gap="md">
          <Select
            label={t('opsSettings.tariffTier')}
            data={tariffs.data.tiers.map((each) => ({ value: keyOf(each), label: tierName(t, each) }))}
            value={keyOf(entry)}
            onChange={(value) => value && setChosen(value as TierKey)}
            allowDeselect={false}
            maw={360}
          />
          <BandTable entry={entry} />
          {canChange ? <TariffEditor key={keyOf(entry)} entry={entry} today={tariffs.data.today} /> : null}
        </Stack>
      ) : null}
    </FormSection>
  );
}

function tierName(t: ReturnType<typeof useTranslation>['t'], entry: { routeClass: RouteClass; tier: Tier }) {
  return `${t(`opsSettings.routeClasses.${entry.routeClass}`)} · ${t(`c2cOrder.tiers.${entry.tier}`)}`;
}

/** The prices in force and each scheduled change side by side, one row per weight band. */
function BandTable({ entry }: { entry: TierEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = useTimeFormat();
  const kg = useKilograms();
  const versions = [entry.inForce, ...entry.scheduled];
  const limits = [...new Set(versions.flatMap((version) => version.bands.map((band) => band.maxKg)))].sort(
    (a, b) => a - b,
  );
  const money = (amount: number | undefined) =>
    amount === undefined ? '—' : formatNumber(amount, language, { style: 'currency', currency: 'VND' });
  const heading = (version: TariffVersion, index: number) => {
    if (index > 0) return t('opsSettings.scheduledFrom', { date: time.date(version.effectiveOn ?? '') });
    return version.effectiveOn
      ? t('opsSettings.inForceSince', { date: time.date(version.effectiveOn) })
      : t('opsSettings.inForce');
  };
  return (
    <ScrollTable label={tierName(t, entry)} minWidth={360 + 140 * entry.scheduled.length}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('opsSettings.upTo')}</Table.Th>
            {versions.map((version, index) => (
              <Table.Th key={version.effectiveOn ?? 'seeded'} ta="right">
                <Text size="sm" fw={600}>
                  {heading(version, index)}
                </Text>
                {version.updated ? (
                  <Text size="xs" c="dark.4" fw={400}>
                    {t('opsSettings.scheduledBy', {
                      name: version.updated.by ?? t('opsSettings.system'),
                      at: time.instant(version.updated.at, 'dayTime'),
                    })}
                  </Text>
                ) : null}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {limits.map((limit) => (
            <Table.Tr key={limit}>
              <Table.Td>{kg(limit)}</Table.Td>
              {versions.map((version) => (
                <Table.Td key={version.effectiveOn ?? 'seeded'} ta="right">
                  {money(version.bands.find((band) => band.maxKg === limit)?.price)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>{t('opsSettings.beyond', { step: kg(entry.inForce.beyond.stepKg) })}</Table.Td>
            {versions.map((version) => (
              <Table.Td key={version.effectiveOn ?? 'seeded'} ta="right">
                {money(version.beyond.price)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

type Problems = Record<string, string | undefined>;

/**
 * New prices for the chosen tier from a day after today, starting from its latest prices (the last
 * scheduled, else today's); the weight bands stay as they are.
 */
function TariffEditor({ entry, today }: { entry: TierEntry; today: string }) {
  const { t } = useTranslation();
  const kg = useKilograms();
  const schedule = useScheduleTariff();
  const latest = entry.scheduled.at(-1) ?? entry.inForce;
  // The server's day: the refusal and this page's earliest day agree.
  const first = firstTariffDay(today);
  const [effectiveOn, setEffectiveOn] = useState(first);
  const [prices, setPrices] = useState<(number | string)[]>(latest.bands.map((band) => band.price));
  const [beyondPrice, setBeyondPrice] = useState<number | string>(latest.beyond.price);
  const [problems, setProblems] = useState<Problems>({});
  const separators = useAmountSeparators();
  const numberOrNothing = (value: number | string) => (value === '' ? undefined : Number(value));

  const problemsOf = (errors: { field: string; code: string }[]): Problems =>
    Object.fromEntries(
      errors.map((error) => {
        const path = error.field.split('.').map((part) => camelCase(part));
        return [path.join('.'), fieldErrorText(t, path.at(-1) ?? '', error.code)];
      }),
    );
  const save = () => {
    const parsed = scheduleTariffRequestSchema.safeParse({
      routeClass: entry.routeClass,
      tier: entry.tier,
      effectiveOn,
      bands: latest.bands.map((band, index) => ({ maxKg: band.maxKg, price: numberOrNothing(prices[index]) })),
      beyond: { stepKg: latest.beyond.stepKg, price: numberOrNothing(beyondPrice) },
    });
    if (!parsed.success) {
      setProblems(
        problemsOf(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), code: issue.message }))),
      );
      return;
    }
    schedule.mutate(parsed.data, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: t('opsSettings.tariffSaved', { name: tierName(t, entry) }) }),
      onError: (error) => {
        if (error instanceof ApiError) setProblems(problemsOf(error.fieldErrors));
        notifications.show({ color: 'red', title: t('opsSettings.tariffFailed'), message: error.message });
      },
    });
  };
  const priceInput = (
    label: string,
    value: number | string,
    onChange: (value: number | string) => void,
    at: string,
  ) => (
    <NumberInput
      key={at}
      label={label}
      value={value}
      onChange={(next) => {
        onChange(next);
        setProblems({});
      }}
      min={0}
      step={1000}
      {...separators}
      allowDecimal={false}
      suffix=" ₫"
      error={problems[at]}
      inputMode="numeric"
    />
  );
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('opsSettings.scheduleTitle', { name: tierName(t, entry) })}</Text>
      <TextInput
        type="date"
        label={t('opsSettings.tariffEffectiveOn')}
        description={t('opsSettings.effectiveOnHint')}
        value={effectiveOn}
        min={first}
        onChange={(event) => {
          setEffectiveOn(event.currentTarget.value);
          setProblems({});
        }}
        error={problems.effectiveOn}
        maw={360}
      />
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {latest.bands.map((band, index) =>
          priceInput(
            t('opsSettings.upToWeight', { weight: kg(band.maxKg) }),
            prices[index],
            (value) => setPrices((current) => current.map((price, at) => (at === index ? value : price))),
            `bands.${index}.price`,
          ),
        )}
        {priceInput(
          t('opsSettings.beyond', { step: kg(latest.beyond.stepKg) }),
          beyondPrice,
          setBeyondPrice,
          'beyond.price',
        )}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button loading={schedule.isPending} onClick={save}>
          {t('opsSettings.saveTariff')}
        </Button>
      </Group>
    </Stack>
  );
}
