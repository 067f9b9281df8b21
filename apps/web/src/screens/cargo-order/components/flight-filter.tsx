import { Alert, Button, type ComboboxItem, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput, type DatePickerPreset } from '@mantine/dates';
import type { CargoAirport } from '@skyparcel/domain/cargo-contracts';
import { cargoWeightField } from '@skyparcel/domain/cargo-fields';
import { CARGO_LIMITS } from '@skyparcel/domain/cargo-rules';
import { numberFormatOf } from '@skyparcel/domain/number-format';
import { addDays } from '@skyparcel/domain/time-zones';
import { IconCalendar, IconPlaneArrival, IconPlaneDeparture, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { LocalizedDates, useCalendarLabels, useDateDisplayFormat } from '../../../components/ui/localized-dates.tsx';
import { type CargoBill, changeFilter, packagesOf, searchRequestOf, startSearch } from '../bill.ts';
import type { BillUpdate } from '../hooks/use-cargo-bill.ts';
import type { useFlightFilter } from '../hooks/use-flight-filter.ts';
import { DimensionLines } from './dimension-lines.tsx';

type FilterState = ReturnType<typeof useFlightFilter>;
type FlightFilterProps = {
  bill: CargoBill;
  update: BillUpdate;
  state: FilterState;
  today: string;
  isSearching: boolean;
};

/**
 * An airport list's choices, its loading placeholder (placeholder_airport_loading) and its refusal. A
 * choice reads as its code and the province in the reader's language ("SGN · Hồ Chí Minh"), which fits
 * the field; the open data's English name is the second line of the option (issue 34 item 18).
 */
function airportField(query: UseQueryResult<CargoAirport[]>, t: (key: string) => string) {
  const airports = query.data ?? [];
  const namesByCode = new Map(airports.map((airport) => [airport.key, airport.name]));
  return {
    data: airports.map((airport) => ({ value: airport.key, label: `${airport.key} · ${airport.placeName}` })),
    renderOption: ({ option }: { option: ComboboxItem }) => (
      <Stack gap={0}>
        <Text size="sm">{option.label}</Text>
        <Text size="xs" c="dark.4">
          {namesByCode.get(option.value)}
        </Text>
      </Stack>
    ),
    placeholder: query.isFetching && !query.data ? t('cargo.bill.airportLoading') : t('cargo.bill.chooseAirport'),
    error: query.isError ? query.error.message : undefined,
  };
}

/** The weight's refusal as the server words it (the same zod field), null while it is fine. */
function useWeightError(weight: number | null) {
  const { t } = useTranslation();
  if (weight === null) return undefined;
  const issue = cargoWeightField.safeParse(weight).error?.issues[0];
  return issue ? t(`validation.${issue.message}`, CARGO_LIMITS.weight) : undefined;
}

/**
 * The flight filter (spec 2 sections 2 and 5): airports (the first chosen for you), commodity,
 * weight, dates with presets up to 30 days ahead, dimension lines and the packages they make.
 * Searching waits until every field is valid and the chargeable weight is confirmed.
 */
export function FlightFilter({ bill, update, state, today, isSearching }: FlightFilterProps) {
  const { t } = useTranslation();
  const { filter } = bill.details;
  const departure = airportField(state.departures, t);
  const arrival = airportField(state.arrivals, t);
  const weightError = useWeightError(filter.weight);
  const request = searchRequestOf(filter);
  const summary = state.summary;
  const canSearch = request !== null && summary?.isSuccess === true && !isSearching && !summary.isFetching;
  return (
    <FormSection title={t('cargo.bill.filter')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('cargo.bill.departureAirport')}
          leftSection={<IconPlaneDeparture size={18} aria-hidden />}
          {...departure}
          value={filter.departureAirport}
          onChange={(value) => update(changeFilter, { departureAirport: value })}
          allowDeselect={false}
          disabled={!bill.senderAddress}
        />
        <Select
          label={t('cargo.bill.arrivalAirport')}
          leftSection={<IconPlaneArrival size={18} aria-hidden />}
          {...arrival}
          value={filter.arrivalAirport}
          onChange={(value) => update(changeFilter, { arrivalAirport: value, productCode: null })}
          allowDeselect={false}
          disabled={!bill.receiverAddress || !filter.departureAirport}
        />
        <Select
          label={t('cargo.bill.commodity')}
          placeholder={t('cargo.bill.chooseCommodity')}
          data={state.commodities.map((commodity) => ({ value: commodity.code, label: commodity.name }))}
          value={filter.productCode}
          onChange={(value) => update(changeFilter, { productCode: value })}
          disabled={!filter.arrivalAirport}
          allowDeselect={false}
        />
        <NumberInput
          label={t('cargo.bill.weight')}
          description={t('cargo.bill.weightHint', { min: CARGO_LIMITS.minChargeableKg })}
          suffix=" kg"
          min={CARGO_LIMITS.weight.min}
          max={CARGO_LIMITS.weight.max}
          step={CARGO_LIMITS.weight.step}
          decimalScale={1}
          // What is typed stays and its error says why, rather than being changed on blur.
          clampBehavior="none"
          value={filter.weight ?? ''}
          onChange={(value) => update(changeFilter, { weight: typeof value === 'number' ? value : null })}
          error={weightError}
          inputMode="decimal"
        />
      </SimpleGrid>
      <DateRange bill={bill} update={update} today={today} />
      <DimensionLines bill={bill} update={update} tooLarge={state.tooLarge} />
      <ShipmentSummary bill={bill} summary={summary} />
      <Group justify="flex-end">
        <Button
          leftSection={<IconSearch size={18} aria-hidden />}
          size="md"
          disabled={!canSearch}
          loading={isSearching}
          onClick={() => request && update(startSearch, request)}
        >
          {t('cargo.bill.search')}
        </Button>
      </Group>
    </FormSection>
  );
}

/** From today to 30 days ahead, with the spec's presets of 5, 7, 15 and 30 days from today. */
function DateRange({ bill, update, today }: { bill: CargoBill; update: BillUpdate; today: string }) {
  const { t } = useTranslation();
  const displayFormat = useDateDisplayFormat();
  const calendarLabels = useCalendarLabels();
  const { fromDate, toDate } = bill.details.filter;
  const presets: DatePickerPreset<'range'>[] = CARGO_LIMITS.datePresets.map((days) => ({
    value: [today, addDays(today, days - 1)],
    label: t('cargo.bill.nextDays', { count: days }),
  }));
  return (
    <LocalizedDates>
      <DatePickerInput
        type="range"
        label={t('cargo.bill.dates')}
        description={t('cargo.bill.datesHint', {
          window: CARGO_LIMITS.searchWindowDays,
          max: CARGO_LIMITS.maxDaysAhead,
        })}
        value={[fromDate, toDate]}
        onChange={([from, to]) => update(changeFilter, { fromDate: from, toDate: to })}
        presets={presets}
        minDate={today}
        maxDate={addDays(today, CARGO_LIMITS.maxDaysAhead)}
        allowSingleDateInRange
        valueFormat={displayFormat}
        leftSection={<IconCalendar size={18} aria-hidden />}
        error={fromDate && !toDate ? t('cargo.bill.datesBothEnds') : undefined}
        ariaLabels={calendarLabels}
      />
    </LocalizedDates>
  );
}

/** Packages, volumetric and chargeable weight as the server computes them, or why it refuses them. */
function ShipmentSummary({ bill, summary }: { bill: CargoBill; summary: FilterState['summary'] }) {
  const { t, i18n } = useTranslation();
  const kg = numberFormatOf(i18n.language, { maximumFractionDigits: 1 });
  const packages = packagesOf(bill.details.filter.lines);
  if (summary?.isError) {
    return (
      <Alert color="orange" role="alert" data-testid="shipment-summary">
        {summary.error.message}
      </Alert>
    );
  }
  return (
    <Stack gap={2} data-testid="shipment-summary">
      <Text size="sm">{t('cargo.bill.packages', { count: packages })}</Text>
      {summary?.data ? (
        <Text size="sm" c="dark.4">
          {t('cargo.bill.chargeable', {
            volumetric: kg.format(summary.data.summaryDimensionWeight),
            charged: kg.format(summary.data.chargeWeight),
          })}
        </Text>
      ) : (
        <Text size="sm" c="dark.4">
          {t('cargo.bill.summaryHint')}
        </Text>
      )}
    </Stack>
  );
}
