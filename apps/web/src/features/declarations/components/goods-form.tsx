import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type DeclaredGoodsItem,
  type DeclaredGoodsItemInput,
  declaredGoodsItemSchema,
} from '@skyparcel/domain/goods-declaration-contracts';
import {
  itemValueCents,
  KOREA_DECLARED_VALUE_LIMIT_CENTS,
  PRODUCT_NAME_MAX_LENGTH,
} from '@skyparcel/domain/goods-declaration-rules';
import type { FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextInput } from '../../../components/ui/counted-text-input.tsx';
import { fieldErrorText, fieldLabel } from '../../../lib/form-errors.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useGoodsCategories } from '../api/goods-categories.ts';
import { ReceiptField } from './receipt-field.tsx';
import { ValueMeter } from './value-meter.tsx';

/*
 * The goods information form of a cross-border parcel (spec 1 sections 2 and 5), fetched when
 * its popup first opens: its validation is the domain's schema, the one the server parses with.
 */

type FormValues = Omit<DeclaredGoodsItemInput, 'term' | 'quantity' | 'price'> & {
  quantity: number | '';
  price: number | '';
  term: boolean;
};

type GoodsFormProps = {
  /** The item being edited, or null for a new one. */
  initial: DeclaredGoodsItemInput | null;
  /** What the order's other items are declared at, in cents (the meter counts them too). */
  othersCents: number;
  /** Goods to Korea: the 150 USD limit applies and the form cannot be saved over it. */
  /** To Korea: the 150 USD limit and Korea's declaration; home to Vietnam: Vietnam's. */
  direction: 'OUTBOUND' | 'INBOUND';
  onSave: (item: DeclaredGoodsItem) => void;
  onCancel: () => void;
};

const EMPTY: FormValues = {
  categories: { id: 0 },
  quantity: 1,
  productName: '',
  price: '',
  material: '',
  receipts: [],
  goodsUrl: '',
  term: false,
};

export default function GoodsForm({ initial, othersCents, direction, onSave, onCancel }: GoodsFormProps) {
  const hasKoreaLimit = direction === 'OUTBOUND';
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const categories = useGoodsCategories();
  const { register, control, handleSubmit, formState } = useForm<FormValues, unknown, DeclaredGoodsItem>({
    resolver: zodResolver(declaredGoodsItemSchema) as never,
    defaultValues: initial ? { ...EMPTY, ...initial } : EMPTY,
  });
  const [quantity, price] = useWatch({ control, name: ['quantity', 'price'] });
  const itemCents = itemValueCents({ quantity: Number(quantity) || 0, price: Number(price) || 0 });
  const isOverLimit = hasKoreaLimit && othersCents + itemCents > KOREA_DECLARED_VALUE_LIMIT_CENTS;
  const errorOf = (name: string, message: string | undefined) => fieldErrorText(t, name, message);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The modal is portalled, but React still bubbles submit to the order form around the page.
    event.stopPropagation();
    void handleSubmit(onSave)(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('declarations.formTitle')}>
      <Stack gap="md">
        <Controller
          control={control}
          name="categories"
          render={({ field }) => (
            <Select
              label={fieldLabel(t, 'categories')}
              required
              searchable
              data-autofocus
              placeholder={categories.isPending ? t('declarations.loadingCategories') : undefined}
              data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
              value={field.value.id ? String(field.value.id) : null}
              onChange={(value) => field.onChange({ id: value ? Number(value) : 0 })}
              nothingFoundMessage={t('declarations.noCategory')}
              error={
                categories.isError
                  ? categories.error.message
                  : errorOf(
                      'categories',
                      formState.errors.categories?.id?.message ?? formState.errors.categories?.message,
                    )
              }
            />
          )}
        />
        <CountedTextInput
          {...register('productName')}
          control={control}
          limit={PRODUCT_NAME_MAX_LENGTH}
          label={fieldLabel(t, 'productName')}
          required
          error={errorOf('productName', formState.errors.productName?.message)}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Controller
            control={control}
            name="quantity"
            render={({ field }) => (
              <NumberInput
                label={fieldLabel(t, 'quantity')}
                required
                allowDecimal={false}
                allowNegative={false}
                min={1}
                value={field.value}
                onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
                onBlur={field.onBlur}
                error={errorOf('quantity', formState.errors.quantity?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="price"
            render={({ field }) => (
              <NumberInput
                label={t('declarations.priceUsd')}
                required
                decimalScale={2}
                allowNegative={false}
                step={0.01}
                min={0.01}
                prefix="$"
                value={field.value}
                onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
                onBlur={field.onBlur}
                error={errorOf('price', formState.errors.price?.message)}
              />
            )}
          />
          <TextInput label={t('declarations.total')} value={formatMoney(itemCents / 100, 'USD')} readOnly />
        </SimpleGrid>
        <TextInput
          {...register('material')}
          label={fieldLabel(t, 'material')}
          required
          error={errorOf('material', formState.errors.material?.message)}
        />
        <Controller
          control={control}
          name="receipts"
          render={({ field }) => (
            <ReceiptField
              value={field.value ?? []}
              onChange={field.onChange}
              error={errorOf('receipts', formState.errors.receipts?.message)}
            />
          )}
        />
        <TextInput
          {...register('goodsUrl')}
          type="url"
          label={fieldLabel(t, 'goodsUrl')}
          description={t('declarations.goodsUrlHint')}
          placeholder="https://"
          error={errorOf('goodsUrl', formState.errors.goodsUrl?.message)}
        />
        {hasKoreaLimit ? <ValueMeter declaredCents={othersCents + itemCents} /> : null}
        <Checkbox
          {...register('term')}
          label={t(hasKoreaLimit ? 'declarations.term' : 'declarations.termInbound')}
          error={errorOf('term', formState.errors.term?.message)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('declarations.cancel')}
          </Button>
          <Button type="submit" disabled={isOverLimit} miw={120}>
            {t('declarations.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
