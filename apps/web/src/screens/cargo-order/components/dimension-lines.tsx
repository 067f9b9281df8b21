import { ActionIcon, Button, Fieldset, Group, NumberInput, Stack, Text } from '@mantine/core';
import { CARGO_LIMITS, CARGO_MAX_PIECE_CM } from '@skyparcel/domain/cargo-rules';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addLine, type CargoBill, changeLine, type LineDraft, removeLine } from '../bill.ts';
import type { BillUpdate } from '../hooks/use-cargo-bill.ts';
import classes from './dimension-lines.module.css';

const SIDES = ['length', 'width', 'height'] as const;

type DimensionLinesProps = { bill: CargoBill; update: BillUpdate; tooLarge: number[] };

/**
 * The pieces by size (spec 2 section 5): up to 10 lines of length, width and height in cm and how
 * many pieces have them; lines after the first can be removed.
 */
export function DimensionLines({ bill, update, tooLarge }: DimensionLinesProps) {
  const { t } = useTranslation();
  const { lines } = bill.details.filter;
  const isFull = lines.length >= CARGO_LIMITS.maxDimensionLines;
  return (
    <Fieldset
      legend={
        <Text fw={600} size="sm">
          {t('cargo.bill.dimensions')}
        </Text>
      }
      variant="unstyled"
      p={0}
    >
      <Stack gap="sm">
        <Text size="xs" c="dark.4">
          {t('cargo.bill.dimensionsHint', CARGO_MAX_PIECE_CM)}
        </Text>
        {lines.map((line, index) => (
          <DimensionLineRow
            // Lines have no identity of their own; the index is their place in the list.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            index={index}
            line={line}
            isTooLarge={tooLarge.includes(index)}
            onChange={(patch) => update(changeLine, index, patch)}
            onRemove={index > 0 ? () => update(removeLine, index) : null}
          />
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => update(addLine)}
            disabled={isFull}
          >
            {t('cargo.bill.addLine')}
          </Button>
          {isFull ? (
            <Text size="sm" c="dark.4">
              {t('validation.validation_dimension_lines_max', { max: CARGO_LIMITS.maxDimensionLines })}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Fieldset>
  );
}

type RowProps = {
  index: number;
  line: LineDraft;
  isTooLarge: boolean;
  onChange: (patch: Partial<LineDraft>) => void;
  onRemove: (() => void) | null;
};

function DimensionLineRow({ index, line, isTooLarge, onChange, onRemove }: RowProps) {
  const { t } = useTranslation();
  const number = index + 1;
  const { min, max } = CARGO_LIMITS.quantity;
  const quantity = line.quantity;
  const quantityError =
    quantity !== null && (!Number.isInteger(quantity) || quantity < min || quantity > max)
      ? t('validation.validation_quantity_range', { min, max })
      : undefined;
  const read = (value: string | number) => (typeof value === 'number' ? value : null);
  return (
    <Stack gap={4} data-testid={`dimension-line-${number}`}>
      <div className={classes.row}>
        {SIDES.map((side) => {
          const value = line[side];
          return (
            <NumberInput
              key={side}
              label={t(`cargo.bill.${side}`)}
              aria-label={t('cargo.bill.sideOfLine', { side: t(`cargo.bill.${side}`), line: number })}
              suffix=" cm"
              min={0}
              decimalScale={1}
              allowNegative={false}
              value={value ?? ''}
              onChange={(next) => onChange({ [side]: read(next) })}
              error={value !== null && value <= 0 ? t('validation.validation_required') : isTooLarge}
              inputMode="decimal"
            />
          );
        })}
        <NumberInput
          label={t('cargo.bill.quantity')}
          aria-label={t('cargo.bill.quantityOfLine', { line: number })}
          min={min}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={quantity ?? ''}
          onChange={(next) => onChange({ quantity: read(next) })}
          error={quantityError}
          inputMode="numeric"
        />
        <div className={classes.remove}>
          {onRemove ? (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={onRemove}
              aria-label={t('cargo.bill.removeLine', { line: number })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          ) : null}
        </div>
      </div>
      {isTooLarge ? (
        <Text size="sm" c="red.8" role="alert">
          {t('errors.CARGO_PIECE_TOO_LARGE', { line: number })}
        </Text>
      ) : null}
    </Stack>
  );
}
