import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DeskFlight } from '@skyparcel/domain/operations-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/ui/form-section.tsx';
import { useMoveToFlight } from '../../features/operations/api/desk-api.ts';
import { FlightSelect } from './flight-select.tsx';

/** Moves a ready parcel to a later flight of its route (its own is full or delayed). */
export function FlightMoveForm({ code, hubName, flights }: { code: string; hubName: string; flights: DeskFlight[] }) {
  const { t } = useTranslation();
  const [flightId, setFlightId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const move = useMoveToFlight(code, hubName);
  const submit = () => {
    const chosen = flights.find((flight) => flight.id === flightId);
    if (!chosen) {
      setProblem(t('hubDesk.chooseFlight'));
      return;
    }
    move.mutate(chosen.id, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: t('hubDesk.moved', { flight: chosen.flightNumber }) }),
      onError: (error) => {
        setProblem(error.message);
        notifications.show({ color: 'red', title: t('hubDesk.moveFailed'), message: error.message });
      },
    });
  };
  return (
    <FormSection isCompact level={3} title={t('hubDesk.moveFlight')} description={t('hubDesk.moveFlightHint')}>
      {flights.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('hubDesk.noLaterFlights')}
        </Text>
      ) : (
        <>
          <FlightSelect
            label={t('hubDesk.laterFlight')}
            flights={flights}
            value={flightId}
            onChange={(id) => {
              setFlightId(id);
              setProblem(undefined);
            }}
            error={problem}
          />
          <Group justify="flex-end">
            <Button variant="light" loading={move.isPending} onClick={submit}>
              {t('hubDesk.move')}
            </Button>
          </Group>
        </>
      )}
    </FormSection>
  );
}
