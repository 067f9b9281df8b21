import { Button, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ExtraService } from '@skyparcel/domain/catalog-contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';

type ExtraServicesProps = {
  services: ExtraService[] | undefined;
  chosen: string[];
  onToggle: (code: string, isOn: boolean) => void;
  isLoading: boolean;
  /** No delivery price yet: extras are priced on it, so they wait. */
  isWaitingForPrice: boolean;
  error: string | null;
  onRetry: () => void;
};

/** Packaging, SMS, guarantee value...: each with its price for this shipment (spec 1 section 3). */
export function ExtraServices(props: ExtraServicesProps) {
  const { services, chosen, onToggle, isLoading, isWaitingForPrice, error, onRetry } = props;
  const { t } = useTranslation();
  const formatMoney = useMoney();
  if (isWaitingForPrice) {
    return (
      <Text size="sm" c="dimmed">
        {t('c2cOrder.extrasWaiting')}
      </Text>
    );
  }
  if (error) {
    return (
      <Group gap="sm" role="alert">
        <Text size="sm" c="red.8">
          {t('c2cOrder.extrasFailed', { message: error })}
        </Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    );
  }
  if (isLoading || !services) {
    return (
      <Stack gap="xs" aria-busy="true">
        <Skeleton h={22} w="60%" />
        <Skeleton h={22} w="50%" />
      </Stack>
    );
  }
  return (
    <Checkbox.Group value={chosen} label={t('c2cOrder.extrasLabel')}>
      <Stack gap="xs" mt="xs">
        {services.map((service) => (
          <Checkbox
            key={service.code}
            value={service.code}
            onChange={(event) => onToggle(service.code, event.currentTarget.checked)}
            label={
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm">{service.name}</Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {service.price === 0 ? t('c2cOrder.free') : formatMoney(service.price, service.currency)}
                </Text>
              </Group>
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
