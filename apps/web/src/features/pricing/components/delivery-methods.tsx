import { Alert, Button, Group, Radio, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import type { Handover, Tier } from '@skyparcel/domain/pricing';
import type { DeliveryMethod } from '@skyparcel/domain/pricing-contracts';
import { IconAlertCircle, IconInfoCircle, IconPlaneTilt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money.ts';
import { formatDeliveryTime } from '../../../lib/format-vietnam-time.ts';

export const TIERS: Tier[] = ['BASIC', 'PREMIUM', 'SUPER'];

export function TierPicker({ tier, onChange }: { tier: Tier; onChange: (tier: Tier) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text component="span" id="tier-label" size="sm" fw={600}>
        {t('c2cOrder.tierLabel')}
      </Text>
      <SegmentedControl
        aria-labelledby="tier-label"
        fullWidth
        value={tier}
        onChange={(value) => onChange(value as Tier)}
        data={TIERS.map((value) => ({ value, label: t(`c2cOrder.tiers.${value}`) }))}
      />
      <Text size="xs" c="dimmed">
        {t(`c2cOrder.tierHints.${tier}`)}
      </Text>
    </Stack>
  );
}

type MethodListProps = {
  methods: DeliveryMethod[] | undefined;
  selected: Handover | null;
  onSelect: (deliveryType: Handover) => void;
  /** Only P2P may be chosen (a special commodity). */
  onlyP2P: boolean;
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
  return (
    <Radio.Group
      value={props.selected ?? ''}
      onChange={(value) => props.onSelect(value as Handover)}
      label={t('c2cOrder.methodsLabel')}
      aria-busy={props.isUpdating}
    >
      <Stack gap="xs" mt="xs" style={{ opacity: props.isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {props.methods.map((method) => (
          <MethodCard
            key={method.deliveryType}
            method={method}
            disabled={props.onlyP2P && method.deliveryType !== 'P2P'}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function MethodCard({ method, disabled }: { method: DeliveryMethod; disabled: boolean }) {
  const { t } = useTranslation();
  const hasDiscount = method.discount > 0;
  return (
    <Radio.Card
      value={method.deliveryType}
      disabled={disabled}
      p="sm"
      radius="md"
      data-testid={`method-${method.deliveryType}`}
    >
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
              {t('c2cOrder.estimate', { time: formatDeliveryTime(method.estDateTime) })}
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
                  time: formatDeliveryTime(method.flight.departureAt),
                })}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Radio.Card>
  );
}
