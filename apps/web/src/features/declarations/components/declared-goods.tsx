import { ActionIcon, Anchor, Button, Center, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import type { Category } from '@skyparcel/domain/catalog-contracts';
import type { DeclaredGoodsItem, DeclaredGoodsItemInput } from '@skyparcel/domain/goods-declaration-contracts';
import { declaredValueCents, itemValueCents } from '@skyparcel/domain/goods-declaration-rules';
import { IconPencil, IconPlus, IconReceipt, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';
import { useGoodsCategories } from '../api/goods-categories.ts';
import { ValueMeter } from './value-meter.tsx';

// Fetched when the form first opens: a domestic order never needs it.
const GoodsForm = lazy(() => import('./goods-form.tsx'));

/** The screen shows the first three items; "view all" lists every one (spec 1 section 2). */
const SHOWN_ITEMS = 3;

type DeclaredGoodsProps = {
  items: DeclaredGoodsItemInput[];
  /** Goods to Korea: the 150 USD meter and limit apply. */
  /** Which way the parcel crosses: to Korea (its 150 USD limit and Korea's words), or home to Vietnam. */
  direction: 'OUTBOUND' | 'INBOUND';
  /** Asked before the first item is added: resolves true once the parcel rules are accepted. */
  confirmRules: () => Promise<boolean>;
  onSave: (item: DeclaredGoodsItem, index: number | null) => void;
  onRemove: (index: number) => void;
  error?: string;
};

/**
 * A cross-border parcel's declared goods (spec 1 sections 2 and 3): the first three with a link to
 * all, each editable and removable, the declared total against the 150 USD limit to Korea, and the
 * goods information form to add one.
 */
export function DeclaredGoods({ items, direction, confirmRules, onSave, onRemove, error }: DeclaredGoodsProps) {
  const hasKoreaLimit = direction === 'OUTBOUND';
  const { t } = useTranslation();
  const categories = useGoodsCategories();
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [isListOpen, setIsListOpen] = useState(false);
  const add = async () => {
    if (await confirmRules()) setEditing({ index: null });
  };
  const edit = (index: number) => {
    setIsListOpen(false);
    setEditing({ index });
  };
  const othersCents = declaredValueCents(items.filter((_, index) => index !== editing?.index).map(declaredValue));
  const list = (shown: DeclaredGoodsItemInput[]) =>
    shown.map((item, index) => (
      <GoodsLine
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own, and a line keeps no state.
        key={index}
        item={item}
        categories={categories.data ?? []}
        onEdit={() => edit(index)}
        onRemove={() => onRemove(index)}
      />
    ));
  return (
    <Stack gap="sm" data-testid="declared-goods">
      {items.length === 0 ? (
        <Text size="sm" c="dark.4">
          {t('declarations.empty')}
        </Text>
      ) : (
        <Stack gap="xs">{list(items.slice(0, SHOWN_ITEMS))}</Stack>
      )}
      {items.length > SHOWN_ITEMS ? (
        <Anchor component="button" type="button" size="sm" onClick={() => setIsListOpen(true)} w="fit-content">
          {t('declarations.viewAll', { count: items.length })}
        </Anchor>
      ) : null}
      {hasKoreaLimit && items.length > 0 ? (
        <ValueMeter declaredCents={declaredValueCents(items.map(declaredValue))} />
      ) : null}
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => void add()}
        w="fit-content"
      >
        {t('declarations.add')}
      </Button>
      <Modal opened={isListOpen} onClose={() => setIsListOpen(false)} title={t('declarations.listTitle')} size="lg">
        <Stack gap="xs">{list(items)}</Stack>
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing && editing.index !== null ? t('declarations.editTitle') : t('declarations.formTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('declarations.cancel') }}
      >
        <Suspense
          fallback={
            <Center h={200}>
              <Loader aria-label={t('declarations.loadingForm')} />
            </Center>
          }
        >
          {editing ? (
            <GoodsForm
              initial={editing.index === null ? null : items[editing.index]}
              othersCents={othersCents}
              direction={direction}
              onSave={(item) => {
                onSave(item, editing.index);
                setEditing(null);
              }}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </Suspense>
      </Modal>
    </Stack>
  );
}

const declaredValue = (item: DeclaredGoodsItemInput) => ({ quantity: item.quantity, price: item.price });

function GoodsLine(props: {
  item: DeclaredGoodsItemInput;
  categories: Category[];
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const { item } = props;
  const category = props.categories.find((candidate) => candidate.id === item.categories.id)?.name;
  const usd = (amount: number) => formatMoney(amount, 'USD');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="declared-item">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.productName}
          </Text>
          <Text size="xs" c="dark.4">
            {[category, item.material].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm">
            {t('declarations.line', {
              quantity: item.quantity,
              price: usd(item.price),
              total: usd(itemValueCents(item) / 100),
            })}
            {(item.receipts ?? []).length > 0 ? (
              <Text span size="xs" c="dark.4" ml="xs">
                <IconReceipt size={12} aria-hidden /> {t('declarations.receiptCount', { count: item.receipts?.length })}
              </Text>
            ) : null}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            onClick={props.onEdit}
            aria-label={t('declarations.edit', { name: item.productName })}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red.8"
            onClick={props.onRemove}
            aria-label={t('declarations.remove', { name: item.productName })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
