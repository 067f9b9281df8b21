import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { declaredValueCents } from '@skyparcel/domain/goods-declaration-rules';
import { useTranslation } from 'react-i18next';
import { askToAcceptRules } from '../../../features/declarations/ask-to-accept-rules.ts';
import { useMoney } from '../../../lib/use-money.ts';
import type { C2cDraft } from '../draft.ts';
import type { useOrderScreen } from '../hooks/use-order-screen.ts';
import { missingSelections, needsDeclaredGoods } from '../order-rules.ts';
import classes from './place-order-button.module.css';

type Screen = ReturnType<typeof useOrderScreen>;

/**
 * "Place order": waits while a new price is on its way, so an order never goes out on a stale
 * total. A cross-border order first shows what is declared with the rules, to be confirmed
 * (spec 1 section 2, the declared-information confirmation).
 */
export function PlaceOrderButton({ screen, fullWidth = true }: { screen: Screen; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { draft, pricing, placing, extras } = screen;
  const isPriceSettling = pricing.method !== null && pricing.isUpdating;
  const place = async () => {
    const isReady = pricing.method !== null && Object.keys(missingSelections(draft)).length === 0;
    // Nothing to confirm until the order could go: the missing selections are said first.
    if (screen.isGlobal && isReady) {
      if (!(await askToAcceptRules(t, 'declaration', <DeclarationSummary draft={draft} />))) return;
    }
    await placing.placeOrder({ draft, method: pricing.method, extras: extras.data ?? [] });
  };
  return (
    <Button
      size="md"
      fullWidth={fullWidth}
      loading={placing.isPlacing}
      disabled={isPriceSettling}
      onClick={() => void place()}
    >
      {t('c2cOrder.placeOrder')}
    </Button>
  );
}

/** On phones the total and the button stay at the bottom of the screen while the form scrolls. */
export function MobileOrderBar({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  return (
    <Box hiddenFrom="md" className={classes.bar}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('c2cOrder.fees.total')}
          </Text>
          <Text fw={800} c="navy.8" data-testid="bar-total" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(screen.fees.total, screen.fees.currency)}
          </Text>
        </Stack>
        <PlaceOrderButton screen={screen} fullWidth={false} />
      </Group>
    </Box>
  );
}

/** What the confirmation shows above the rules: the declared items and their value, or the documents. */
function DeclarationSummary({ draft }: { draft: C2cDraft }) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const { goods } = draft.details;
  if (!needsDeclaredGoods(draft))
    return (
      <Text size="sm" fw={600}>
        {t('declarations.documentsDeclared')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {goods.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own, and a line keeps no state.
        <Text key={index} size="sm">
          {`${item.productName} · ${item.quantity} × ${formatMoney(item.price, 'USD')}`}
        </Text>
      ))}
      <Text size="sm" fw={700}>
        {t('declarations.declaredTotal', { amount: formatMoney(declaredValueCents(goods) / 100, 'USD') })}
      </Text>
    </Stack>
  );
}
