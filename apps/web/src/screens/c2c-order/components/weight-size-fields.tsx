import {
  Box,
  Fieldset,
  Group,
  NumberInput,
  type NumberInputProps,
  SimpleGrid,
  Slider,
  Stack,
  Text,
} from '@mantine/core';
import { MAX_SIDES_SUM_CM } from '@skyparcel/domain/shipment-rules';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldNumber, isOverSidesSum, SIDE_LIMITS_CM, sidesSumOf, WEIGHT_LIMITS_KG } from '../weight-size-rules.ts';

/** The draft's weightAndSize (spec 1 section 3): kg and cm, null while a field is empty. */
export type WeightSize = { weight: number | null; longs: number | null; width: number | null; height: number | null };

type WeightSizeFieldsProps = {
  value: WeightSize;
  onChange: (next: WeightSize) => void;
  errors: { weight?: string; size?: string };
  disabled?: boolean;
};

type Side = 'longs' | 'width' | 'height';
const SIDES: Side[] = ['longs', 'width', 'height'];
const WEIGHT_MARKS = [0, 10, 20, 30, 40].map((kg) => ({ value: kg, label: `${kg} kg` }));

type MeasureInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | null;
  onNumberChange: (next: number | null) => void;
};

/**
 * A NumberInput over a number-or-null. It keeps its own text while typing, so "1." or "2.0" survive the
 * round trip through the page, and follows the page when the value changes from outside (the slider, a reset).
 */
function MeasureInput({ value, onNumberChange, ...props }: MeasureInputProps) {
  const outside = value !== null && Number.isFinite(value) ? value : '';
  const [text, setText] = useState<number | string>(outside);
  if (fieldNumber(text) !== fieldNumber(outside)) setText(outside);
  return (
    <NumberInput
      size="md"
      allowNegative={false}
      decimalScale={1}
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        onNumberChange(fieldNumber(next));
      }}
    />
  );
}

function WeightField({ value, onChange, errors, disabled }: WeightSizeFieldsProps) {
  const { t } = useTranslation();
  const setWeight = (weight: number | null) => onChange({ ...value, weight });
  return (
    <Stack gap="xs">
      <MeasureInput
        label={t('c2cProducts.weight')}
        description={t('c2cProducts.weightHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={value.weight}
        onNumberChange={setWeight}
        min={WEIGHT_LIMITS_KG.min}
        max={WEIGHT_LIMITS_KG.max}
        step={WEIGHT_LIMITS_KG.step}
        suffix=" kg"
        inputMode="decimal"
        error={errors.weight}
        disabled={disabled}
      />
      {/* The same weight by dragging (spec 1 section 5: max 40, step 0.1); the field above stays the way to type. */}
      <Slider
        min={0}
        max={WEIGHT_LIMITS_KG.max}
        domain={[WEIGHT_LIMITS_KG.min, WEIGHT_LIMITS_KG.max]}
        step={WEIGHT_LIMITS_KG.step}
        value={value.weight ?? 0}
        onChange={setWeight}
        label={(kg) => `${kg} kg`}
        marks={WEIGHT_MARKS}
        thumbLabel={t('c2cProducts.weightSlider')}
        thumbValueText={(kg) => (value.weight === null ? t('c2cProducts.noWeight') : `${kg} kg`)}
        disabled={disabled}
        size="md"
        // Room for the end marks' labels ("40 kg") inside the section.
        mx={18}
        mb="lg"
      />
    </Stack>
  );
}

/** "Sum of sides: X / 200 cm", red with a warning once over the limit (spec 1 section 5). */
function SidesSum({ value, id }: { value: WeightSize; id: string }) {
  const { t, i18n } = useTranslation();
  const sum = sidesSumOf(value);
  const isOver = isOverSidesSum(sum);
  return (
    <Group id={id} gap={6} wrap="nowrap" c={isOver ? 'red.8' : 'dark.4'}>
      {isOver ? <IconAlertTriangle size={16} aria-hidden style={{ flexShrink: 0 }} /> : null}
      <Text size="sm" fw={isOver ? 600 : 400} c="inherit">
        {t('c2cProducts.sidesSum', { sum: new Intl.NumberFormat(i18n.language).format(sum), max: MAX_SIDES_SUM_CM })}
        {/* Said once when it goes over, not on every keystroke. */}
        <span aria-live="polite">{isOver ? ` · ${t('c2cProducts.sidesOver')}` : ''}</span>
      </Text>
    </Group>
  );
}

function SizeFields({ value, onChange, errors, disabled }: WeightSizeFieldsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const sumId = useId();
  const errorId = useId();
  const describedBy = [hintId, sumId, errors.size ? errorId : null].filter(Boolean).join(' ');
  return (
    <Fieldset
      variant="unstyled"
      legend={t('c2cProducts.size')}
      aria-describedby={describedBy}
      disabled={disabled}
      m={0}
      // The legend reads like the field labels around it.
      styles={{ legend: { fontSize: 'var(--mantine-font-size-md)', fontWeight: 600, marginBottom: 2 } }}
    >
      <Stack gap="xs">
        <Text id={hintId} size="sm" c="dark.4">
          {t('c2cProducts.sizeHint')}
        </Text>
        {/* Side by side once there is room for three; stacked on phones. */}
        <SimpleGrid type="container" cols={{ base: 1, '420px': 3 }} spacing="sm" verticalSpacing="xs">
          {SIDES.map((side) => (
            <MeasureInput
              key={side}
              label={t(`c2cProducts.${side}`)}
              value={value[side]}
              onNumberChange={(next) => onChange({ ...value, [side]: next })}
              min={SIDE_LIMITS_CM.min}
              max={SIDE_LIMITS_CM.max}
              suffix=" cm"
              inputMode="decimal"
              error={Boolean(errors.size)}
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
        <SidesSum value={value} id={sumId} />
        {errors.size ? (
          <Text id={errorId} role="alert" size="sm" c="red.8" fw={500}>
            {errors.size}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

/**
 * Weight (kg, typed or dragged) and the three sides (cm) of the package (spec 1 sections 2, 5 and 9).
 * Presentational: the page owns the values, their validation and their reset on a new package type.
 */
export function WeightSizeFields(props: WeightSizeFieldsProps) {
  return (
    <Box>
      <SimpleGrid type="container" cols={{ base: 1, '640px': 2 }} spacing="xl" verticalSpacing="lg">
        <WeightField {...props} />
        <SizeFields {...props} />
      </SimpleGrid>
    </Box>
  );
}
