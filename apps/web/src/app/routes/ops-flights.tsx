import { vietnamDay } from '@skyparcel/domain/time-zones';
import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { FlightManifestView } from '../../features/operations/components/flight-manifest-view.tsx';
import { FlightsBoard } from '../../features/operations/components/flights-board.tsx';
import { StaffPage } from '../layout/staff-page.tsx';

/**
 * The hub's flights (issue 39), for staff: a day's flights, or one flight's manifest. Both ride in
 * the address, so a reload or the back button shows the same.
 */
export function OpsFlightsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const date = searchParams.get('date') ?? vietnamDay(new Date());
  const flightId = searchParams.get('flight');
  const show = (query: { date?: string; flight?: string }) =>
    setSearchParams(new URL(paths.ops.flights.getHref(query), window.location.origin).searchParams);
  return (
    <StaffPage titleKey="opsFlights.title" descriptionKey="opsFlights.description">
      {flightId ? (
        <FlightManifestView flightId={flightId} onBack={() => show({ date })} />
      ) : (
        <FlightsBoard
          date={date}
          onDate={(next) => show({ date: next })}
          onManifest={(flight) => show({ date, flight: flight.id })}
        />
      )}
    </StaffPage>
  );
}
