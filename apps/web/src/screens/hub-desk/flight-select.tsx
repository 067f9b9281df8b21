import { Select } from '@mantine/core';
import type { DeskFlight } from '@skyparcel/domain/operations-contracts';
import { useTranslation } from 'react-i18next';
import { useKilograms } from '../../features/operations/desk-format.ts';
import { useTimeFormat } from '../../lib/format-time.ts';

type FlightSelectProps = {
  label: string;
  flights: DeskFlight[];
  value: string | null;
  onChange: (flightId: string | null) => void;
  error?: string;
};

/** A later flight of the route, each named by its number, departure and free room. */
export function FlightSelect({ label, flights, value, onChange, error }: FlightSelectProps) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const kilograms = useKilograms();
  const options = flights.map((flight) => ({
    value: flight.id,
    label: t('hubDesk.flightOption', {
      flight: flight.flightNumber,
      departure: time.instant(flight.departureAt, 'dayTime'),
      remaining: kilograms(flight.remaining),
    }),
  }));
  return (
    <Select
      label={label}
      placeholder={t('hubDesk.chooseFlight')}
      data={options}
      value={value}
      onChange={onChange}
      error={error}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
