import { Alert, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { EstimatePlaces, PriceEstimate, PriceEstimateRequest } from '@skyparcel/domain/price-estimate-contracts';
import { domesticModeOf } from '@skyparcel/domain/shipment-limits';
import { IconAlertCircle, IconCalculator, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AfterFirstPaint, PageHeader } from '../../components/ui/page-header.tsx';
import { PageTextsGate } from '../../components/ui/page-texts-gate.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { SegmentedChoice } from '../../components/ui/segmented-choice.tsx';
import { paths } from '../../config/paths.ts';
import { useStoredAuth } from '../../features/auth/hooks/use-stored-auth.ts';
import { useEstimatePlaces, useEstimatePrice } from '../../features/pricing/api/price-estimate.ts';
import { TierComparison } from '../../features/pricing/components/delivery-methods.tsx';
import { useTimeFormat } from '../../lib/format-time.ts';
import { useMoney } from '../../lib/use-money.ts';
import { WeightSizeFields } from '../../screens/c2c-order/components/weight-size-fields.tsx';
import type { WeightSize } from '../../screens/c2c-order/draft.ts';
import { dimensionOf } from '../../screens/c2c-order/order-rules.ts';
import { usePageTitle } from '../layout/use-page-title.ts';

type PackageType = PriceEstimateRequest['packageType'];
type Inputs = { origin: string | null; destination: string | null; packageType: PackageType; weightSize: WeightSize };
type Missing = Partial<Record<'origin' | 'destination' | 'weight' | 'size', string>>;

const EMPTY_SIZE: WeightSize = { weight: null, longs: null, width: null, height: null };
/** A place as the selects hold it: "country-province" ("0-79"). */
const keyOf = (place: { country: string; province: string }) => `${place.country}-${place.province}`;
const placeOf = (key: string) => {
  const [country, province] = key.split('-') as [PriceEstimateRequest['origin']['country'], string];
  return { country, province };
};

/**
 * The price calculator (issue 34), open to everyone: two provinces, parcel or document, weight and
 * sides; Standard's price per handover kind and Premium beside it, by the order screen's engine.
 */
export function PriceCalculatorRoute() {
  const { t } = useTranslation();
  usePageTitle(t('priceCalculator.title'));
  // The heading is the catalogue's, so it paints before the calculator's own texts are in (and the
  // build can draw the page's first frame: scripts/prerender.mjs).
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <PageHeader title={t('priceCalculator.title')} description={t('priceCalculator.description')} />
      <PageTextsGate page="priceCalculator" title={t('priceCalculator.title')}>
        <PriceCalculator />
      </PageTextsGate>
    </Stack>
  );
}

/** The calculator once its texts (locales/price-calculator) are in. */
function PriceCalculator() {
  const { t } = useTranslation();
  const places = useEstimatePlaces();
  const estimate = useEstimatePrice();
  const [inputs, setInputs] = useState<Inputs>({
    origin: null,
    destination: null,
    packageType: 'PARCEL',
    weightSize: EMPTY_SIZE,
  });
  const [missing, setMissing] = useState<Missing>({});
  // An answer belongs to the inputs it was asked for: a change takes it away, the inputs stay.
  const change = (patch: Partial<Inputs>) => {
    setInputs((current) => ({ ...current, ...patch }));
    estimate.reset();
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = missingOf(inputs);
    setMissing(found);
    if (Object.keys(found).length > 0 || !inputs.origin || !inputs.destination) return;
    estimate.mutate({
      origin: placeOf(inputs.origin),
      destination: placeOf(inputs.destination),
      packageType: inputs.packageType,
      weight: inputs.weightSize.weight as number,
      dimension: dimensionOf(inputs.weightSize),
    });
  }

  return (
    <AfterFirstPaint>
      {places.isError ? (
        <QueryErrorState title={t('priceCalculator.placesFailed')} query={places} />
      ) : (
        <Paper component="form" withBorder p={{ base: 'md', sm: 'lg' }} radius="md" onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <PlaceSelects places={places.data} inputs={inputs} missing={missing} onChange={change} />
            <SegmentedChoice<PackageType>
              aria-label={t('c2cProducts.packageTypeLabel')}
              value={inputs.packageType}
              onChange={(packageType) => change({ packageType })}
              data={[
                { value: 'PARCEL', label: t('c2cProducts.parcel') },
                { value: 'DOCUMENT', label: t('c2cProducts.document') },
              ]}
            />
            <WeightSizeFields
              value={inputs.weightSize}
              mode={domesticModeOf({ packageType: inputs.packageType })}
              onChange={(weightSize) => change({ weightSize })}
              errors={{
                weight: missing.weight ? t(missing.weight) : undefined,
                size: missing.size ? t(missing.size) : undefined,
              }}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={estimate.isPending} leftSection={<IconCalculator size={18} aria-hidden />}>
                {t('priceCalculator.submit')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <EstimateResult estimate={estimate} />
    </AfterFirstPaint>
  );
}

/** What must be filled before asking: both places, the weight and the three sides (the shape rules are the fields'). */
function missingOf(inputs: Inputs): Missing {
  const { weight, longs, width, height } = inputs.weightSize;
  const found: Missing = {};
  if (!inputs.origin) found.origin = 'priceCalculator.originMissing';
  if (!inputs.destination) found.destination = 'priceCalculator.destinationMissing';
  if (!weight) found.weight = 'validation.C2cNoValueWeight';
  if (!longs || !width || !height) found.size = 'validation.C2cNoValueSize';
  return found;
}

type PlaceSelectsProps = {
  places: EstimatePlaces | undefined;
  inputs: Inputs;
  missing: Missing;
  onChange: (patch: Partial<Inputs>) => void;
};

/** From and to: searchable lists of provinces, grouped by country. */
function PlaceSelects({ places, inputs, missing, onChange }: PlaceSelectsProps) {
  const { t } = useTranslation();
  const groupsOf = (list: EstimatePlaces['origins'] | undefined) =>
    ['0', '1']
      .map((country) => ({
        group: t(`countries.${country}`),
        items: (list ?? [])
          .filter((place) => place.country === country)
          .map((place) => ({ value: keyOf(place), label: place.name })),
      }))
      .filter((group) => group.items.length > 0);
  const common = {
    searchable: true,
    disabled: !places,
    placeholder: places ? t('priceCalculator.placePlaceholder') : t('common.loading'),
    nothingFoundMessage: t('priceCalculator.noPlace'),
    comboboxProps: { withinPortal: true },
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        {...common}
        label={t('priceCalculator.origin')}
        data={groupsOf(places?.origins)}
        value={inputs.origin}
        onChange={(origin) => onChange({ origin })}
        error={missing.origin ? t(missing.origin) : undefined}
      />
      <Select
        {...common}
        label={t('priceCalculator.destination')}
        data={groupsOf(places?.destinations)}
        value={inputs.destination}
        onChange={(destination) => onChange({ destination })}
        error={missing.destination ? t(missing.destination) : undefined}
      />
    </SimpleGrid>
  );
}

type EstimateState = ReturnType<typeof useEstimatePrice>;

/** The answer: nothing before asking, a placeholder while asking, the refusal or failure with Try again, or the prices. */
function EstimateResult({ estimate }: { estimate: EstimateState }) {
  const { t } = useTranslation();
  if (estimate.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('c2cOrder.pricesLoading')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} h={48} radius="md" />
        ))}
      </Stack>
    );
  }
  if (estimate.isError) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{estimate.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => estimate.variables && estimate.mutate(estimate.variables)}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return estimate.data ? <EstimateCard answer={estimate.data} /> : null;
}

function EstimateCard({ answer }: { answer: PriceEstimate }) {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useTimeFormat();
  const isSignedIn = useStoredAuth() !== null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="estimate-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" c="navy.9" id="estimate-title">
            {t('priceCalculator.resultTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('priceCalculator.chargeable', { weight: answer.chargeableWeight })}
          </Text>
        </Stack>
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="estimate-methods">
          {answer.methods.map((method) => (
            <Group
              component="li"
              key={method.deliveryType}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {t(`c2cOrder.handovers.${method.deliveryType}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('c2cOrder.estimate', { time: time.instant(method.estDateTime, 'dayTime') })}
                </Text>
              </Stack>
              <Text fw={700} c="navy.8" style={{ whiteSpace: 'nowrap' }}>
                {money(method.price, answer.currency)}
              </Text>
            </Group>
          ))}
        </Stack>
        {answer.tiers.length > 0 ? (
          <TierComparison offers={answer.tiers} chosen="BASIC" currency={answer.currency} />
        ) : null}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" c="dark.6">
            {answer.direction === 'DOMESTIC' ? t('priceCalculator.note') : t('priceCalculator.noteCrossBorder')}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button component={Link} to={isSignedIn ? paths.c2cOrder.getHref() : paths.auth.login.getHref()}>
            {isSignedIn ? t('priceCalculator.order') : t('priceCalculator.signInToOrder')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
