import { Alert, Button, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import type { Handover, Tier } from '@skyparcel/domain/pricing';
import type { DeliveryMethod, TierOffer } from '@skyparcel/domain/pricing-contracts';
import { IconAlertCircle, IconInfoCircle, IconLock, IconPlaneTilt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../../../components/ui/segmented-choice.tsx';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useMoney } from '../../../lib/use-money.ts';

export const TIERS: Tier[] = ['BASIC', 'PREMIUM', 'SUPER'];

type TierPickerProps = {
  tier: Tier;
  onChange: (tier: Tier) => void;
  /** Standard and Premium on this route, from the price call (empty before a price, and under Super). */
  offers: TierOffer[];
  /** What the offers' prices are in (won for an order from Korea). */
  currency: string;
};

/** The tier switch, and what Standard and Premium each cost and when they arrive on this route. */
export function TierPicker({ tier, onChange, offers, currency }: TierPickerProps) {
  const { t } = useTranslation();
  const refusalOf = (value: Tier) => offers.find((offer) => offer.tier === value)?.unavailable ?? null;
  return (
    <Stack gap={6}>
      <Text component="span" id="tier-label" size="sm" fw={600}>
        {t('c2cOrder.tierLabel')}
      </Text>
      <SegmentedChoice
        aria-labelledby="tier-label"
        fullWidth
        value={tier}
        onChange={(value) => onChange(value as Tier)}
        data={TIERS.map((value) => ({
          value,
          label: t(`c2cOrder.tiers.${value}`),
          // A tier that cannot be had here cannot be switched to; its reason shows below.
          disabled: value !== tier && refusalOf(value) !== null,
        }))}
      />
      <Text size="xs" c="dimmed">
        {t(`c2cOrder.tierHints.${tier}`)}
      </Text>
      {offers.length > 0 ? <TierComparison offers={offers} chosen={tier} currency={currency} /> : null}
    </Stack>
  );
}

/** Standard beside Premium: the lowest price and the arrival of each, or why one cannot be had. */
export function TierComparison({ offers, chosen, currency }: { offers: TierOffer[]; chosen: Tier; currency: string }) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const time = useTimeFormat();
  return (
    <Stack gap={4} data-testid="tier-comparison">
      {offers.map((offer) => (
        <Group
          key={offer.tier}
          justify="space-between"
          wrap="nowrap"
          gap="xs"
          align="flex-start"
          data-testid={`tier-offer-${offer.tier}`}
        >
          <Text size="xs" fw={offer.tier === chosen ? 700 : 500} c={offer.unavailable ? 'dark.4' : 'dark.7'}>
            {t(`c2cOrder.tiers.${offer.tier}`)}
          </Text>
          <Text size="xs" c={offer.unavailable ? 'dark.4' : 'dark.6'} ta="right">
            {offer.unavailable
              ? offer.unavailable.message
              : t('c2cOrder.tierOffer', {
                  price: formatMoney(offer.fromPrice ?? 0, currency),
                  time: offer.estDateTime ? time.instant(offer.estDateTime, 'dayTime') : '',
                })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

type MethodListProps = {
  methods: DeliveryMethod[] | undefined;
  selected: Handover | null;
  onSelect: (deliveryType: Handover) => void;
  isLoading: boolean;
  isUpdating: boolean;
  error: string | null;
  onRetry: () => void;
  hint: string | null;
};

/** The delivery methods with price and estimated time, or why there are none yet. */
export function DeliveryMethodList(props: MethodListProps) {
  const { t } = useTranslation();
  if (props.hint) {
    return (
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
        {props.hint}
      </Alert>
    );
  }
  if (props.error) {
    return (
      <Alert variant="light" color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{props.error}</Text>
          <Button size="xs" variant="default" onClick={props.onRetry}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (props.isLoading || !props.methods) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('c2cOrder.pricesLoading')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} h={64} radius="md" />
        ))}
      </Stack>
    );
  }
  const offered = props.methods.filter((method) => method.unavailable === null);
  return (
    <Stack gap="xs">
      {offered.length > 0 ? (
        <Radio.Group
          value={props.selected ?? ''}
          onChange={(value) => props.onSelect(value as Handover)}
          label={t('c2cOrder.methodsLabel')}
          aria-busy={props.isUpdating}
        >
          <Stack gap="xs" mt="xs" style={{ opacity: props.isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {offered.map((method) => (
              <MethodCard key={method.deliveryType} method={method} />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      <RefusedMethods methods={props.methods} />
    </Stack>
  );
}

/**
 * The handovers this parcel cannot take are not offered with a price: they are named once, beside
 * the reason (spec 1 section 9: special goods travel post office to post office).
 */
function RefusedMethods({ methods }: { methods: DeliveryMethod[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const byReason = new Map<string, Handover[]>();
  for (const { unavailable, deliveryType } of methods) {
    if (unavailable) byReason.set(unavailable.message, [...(byReason.get(unavailable.message) ?? []), deliveryType]);
  }
  if (byReason.size === 0) return null;
  const names = new Intl.ListFormat(language, { type: 'conjunction' });
  return (
    <Stack gap={6} data-testid="methods-refused">
      {[...byReason].map(([reason, handovers]) => (
        <Group key={reason} gap={6} wrap="nowrap" align="flex-start" c="dark.6">
          <IconLock size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="xs" c="inherit">
            {t('c2cOrder.methodsRefused', {
              methods: names.format(handovers.map((handover) => t(`c2cOrder.handovers.${handover}`))),
              reason,
            })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** A handover kind this parcel can take, with its price and times. */
function MethodCard({ method }: { method: DeliveryMethod }) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const time = useTimeFormat();
  const hasDiscount = method.discount > 0;
  return (
    <Radio.Card value={method.deliveryType} p="sm" radius="md" data-testid={`method-${method.deliveryType}`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm">
              {t(`c2cOrder.handovers.${method.deliveryType}`)}
            </Text>
            <Text fw={700} size="sm" c="navy.8" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(method.price - method.discount, method.currency)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed">
              {t('c2cOrder.estimate', { time: time.instant(method.estDateTime, 'dayTime') })}
            </Text>
            {hasDiscount ? (
              <Text size="xs" c="dimmed" td="line-through" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(method.price, method.currency)}
              </Text>
            ) : null}
          </Group>
          {method.flight ? (
            <Group gap={4} wrap="nowrap">
              <IconPlaneTilt size={14} aria-hidden />
              <Text size="xs" c="dimmed">
                {t('c2cOrder.flight', {
                  number: method.flight.flightNumber,
                  route: `${method.flight.origin} → ${method.flight.destination}`,
                  time: time.instant(method.flight.departureAt, 'dayTime'),
                })}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Radio.Card>
  );
}
