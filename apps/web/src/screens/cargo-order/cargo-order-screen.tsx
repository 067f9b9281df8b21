import { Grid, Stack } from '@mantine/core';
import type { Profile } from '@skyparcel/domain/account-contracts';
import { vietnamToday } from '@skyparcel/domain/time-zones';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint, PageHeader } from '../../components/ui/page-header.tsx';
import { PageTextsGate } from '../../components/ui/page-texts-gate.tsx';
import { dropFlight } from './bill.ts';
import { CargoAddresses } from './components/cargo-addresses.tsx';
import { CargoCheckout, DeliveryMethod } from './components/cargo-checkout.tsx';
import { FlightFilter } from './components/flight-filter.tsx';
import { FlightResults } from './components/flight-results.tsx';
import { OutOfCapacityDialog } from './components/out-of-capacity-dialog.tsx';
import { useCargoBill } from './hooks/use-cargo-bill.ts';
import { useFlightFilter } from './hooks/use-flight-filter.ts';
import { flightSearchKey, useCargoFee, useFlightResults } from './hooks/use-flights.ts';
import { usePlaceCargoOrder } from './hooks/use-place-cargo-order.ts';

/** The page's heading and its line: in the main texts, so they draw before the page's own arrive. */
export function CargoPageHeader() {
  const { t } = useTranslation();
  return <PageHeader title={t('cargo.title')} description={t('cargo.description')} />;
}

/** The page's own texts come with it (locales/cargo), not with every first visit. */
export function CargoOrderScreen({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <>
      <CargoPageHeader />
      <PageTextsGate page="cargo" title={t('cargo.title')}>
        <CargoOrderBill profile={profile} />
      </PageTextsGate>
    </>
  );
}

/**
 * The Cargo Direct order page (spec 2 section 2): addresses, the flight filter, the flights found
 * and the delivery method on the left; the flight, fees, payment, VAT and terms on the right.
 */
function CargoOrderBill({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  // Today on Vietnam's calendar, which the filter's dates count from (spec 2 section 5, timezone +07).
  const today = vietnamToday();
  const { bill, update, replace, isLoadingAddresses } = useCargoBill();
  const filterState = useFlightFilter(bill, update);
  const results = useFlightResults(bill.details.search);
  const fee = useCargoFee(bill);
  const placing = usePlaceCargoOrder(bill, replace);
  const searchAgain = () => {
    placing.closeOutOfLoad();
    update(dropFlight);
    void queryClient.invalidateQueries({ queryKey: flightSearchKey(bill.details.search) });
  };
  const exit = () => {
    placing.closeOutOfLoad();
    update(dropFlight);
  };
  return (
    <>
      <AfterFirstPaint>
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Stack gap="lg">
              <CargoAddresses bill={bill} isLoading={isLoadingAddresses} errors={placing.fieldErrors} />
              <FlightFilter
                bill={bill}
                update={update}
                state={filterState}
                today={today}
                isSearching={results.isFetching}
              />
              <FlightResults bill={bill} update={update} results={results} today={today} />
              <DeliveryMethod />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <CargoCheckout bill={bill} update={update} fee={fee} placing={placing} profile={profile} />
          </Grid.Col>
        </Grid>
      </AfterFirstPaint>
      <OutOfCapacityDialog message={placing.outOfLoad} onSearchAgain={searchAgain} onExit={exit} />
    </>
  );
}
