import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@skyparcel/domain/money-format';
import { useTranslation } from 'react-i18next';
import type { useOrderScreen } from '../hooks/use-order-screen.ts';
import classes from './place-order-button.module.css';

type Screen = ReturnType<typeof useOrderScreen>;

/** "Place order": waits while a new price is on its way, so an order never goes out on a stale total. */
export function PlaceOrderButton({ screen, fullWidth = true }: { screen: Screen; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { draft, pricing, placing, extras } = screen;
  const isPriceSettling = pricing.method !== null && pricing.isUpdating;
  return (
    <Button
      size="md"
      fullWidth={fullWidth}
      loading={placing.isPlacing}
      disabled={isPriceSettling}
      onClick={() => void placing.placeOrder({ draft, method: pricing.method, extras: extras.data ?? [] })}
    >
      {t('c2cOrder.placeOrder')}
    </Button>
  );
}

/** On phones the total and the button stay at the bottom of the screen while the form scrolls. */
export function MobileOrderBar({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  return (
    <Box hiddenFrom="md" className={classes.bar}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('c2cOrder.fees.total')}
          </Text>
          <Text fw={800} c="navy.8" data-testid="bar-total" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(screen.fees.total, 'VND')}
          </Text>
        </Stack>
        <PlaceOrderButton screen={screen} fullWidth={false} />
      </Group>
    </Box>
  );
}
