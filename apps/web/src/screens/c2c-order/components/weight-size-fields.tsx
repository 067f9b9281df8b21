import {
  Box,
  Checkbox,
  Fieldset,
  Group,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import {
  type MeasureProblem,
  type MeasureReading,
  measureValue,
  readMeasure,
  sidesSumOf,
  sizeProblem,
  weightProblem,
} from '@skyparcel/domain/measure-reading';
import { formatNumber } from '@skyparcel/domain/number-format';
import {
  MAX_SIDES_SUM_CM,
  type ShipmentMode,
  WEIGHT_LIMITS_KG,
  WEIGHT_STEP_KG,
} from '@skyparcel/domain/shipment-limits';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import type { WeightSize } from '../draft.ts';
import { weightMarks } from '../weight-size-rules.ts';

type WeightSizeFieldsProps = {
  value: WeightSize;
  /** Which limits apply (a parcel, an inseparable parcel, a document, Super): the domain's. */
  mode: ShipmentMode;
  onChange: (next: WeightSize) => void;
  /** Errors the page knows: a missing value at ordering time, the server's reason for a field. */
  errors: { weight?: string; size?: string };
  /** Set for the product (a special commodity): shown, not editable, with the reason. */
  lockedReason?: string | null;
  /** The "cannot be split" choice of parcels (50 kg instead of 31.5 kg); absent for documents. */
  inseparable?: { checked: boolean; onChange: (checked: boolean) => void } | null;
};

type Side = 'longs' | 'width' | 'height';
const SIDES: Side[] = ['longs', 'width', 'height'];

/** A problem's text in the page's language, with its numbers written the language's way. */
function useProblemText() {
  const { t, i18n } = useTranslation();
  return (problem: MeasureProblem | null): string | undefined => {
    if (!problem) return undefined;
    const params = Object.fromEntries(
      Object.entries(problem.params ?? {}).map(([k, v]) => [k, formatNumber(v, i18n.language)]),
    );
    return t(`validation.${problem.code}`, params);
  };
}

/** Measures are kept to one decimal; a slider's 0.30000000000000004 reads 0.3. */
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const textOf = (value: number | null) => (value === null ? '' : String(oneDecimal(value)));
/** A measure as a reader of `language` writes it: "2,5" in Vietnamese, "2.5" in English and Korean. */
const measureTextIn = (value: number, language: string) =>
  formatNumber(value, language, { maximumFractionDigits: 1, useGrouping: false });

/**
 * A measure typed as text and kept as typed: the page gets its number (or null while empty or
 * unreadable), and the field follows the page when the value changes from outside (the slider,
 * a reset), so "2." or "2,5" survive the round trip.
 */
function useMeasureText(value: number | null, onNumberChange: (next: number | null) => void) {
  const [text, setText] = useState(textOf(value));
  const reading = readMeasure(text);
  // A number typed the old language's way ("2,5") is rewritten the new one's ("2.5") on a switch.
  const language = useLanguage();
  const [typedIn, setTypedIn] = useState(language);
  if (typedIn !== language) {
    setTypedIn(language);
    if (reading.kind === 'number') setText(measureTextIn(reading.value, language));
  }
  const isOutsideChange = oneDecimal(measureValue(reading)) !== oneDecimal(value);
  // Text that gives no number (unreadable, below zero) stays as typed while the page holds none.
  const holdsNoNumber = (reading.kind === 'invalid' || reading.kind === 'belowZero') && value === null;
  if (isOutsideChange && !holdsNoNumber) setText(textOf(value));
  const change = (next: string) => {
    setText(next);
    onNumberChange(measureValue(readMeasure(next)));
  };
  return { text, reading, change };
}

function MeasureInput(
  props: Omit<TextInputProps, 'value' | 'onChange'> & { text: string; onText: (t: string) => void },
) {
  const { text, onText, ...rest } = props;
  return (
    <TextInput
      size="md"
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={text}
      onChange={(event) => onText(event.currentTarget.value)}
    />
  );
}

function WeightField({ value, mode, onChange, errors, lockedReason, inseparable }: WeightSizeFieldsProps) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const setWeight = (weight: number | null) => onChange({ ...value, weight });
  const weight = useMeasureText(value.weight, setWeight);
  const limits = WEIGHT_LIMITS_KG[mode];
  const kg = (n: number) => `${formatNumber(n, i18n.language)} kg`;
  const isLocked = Boolean(lockedReason);
  return (
    <Stack gap="xs">
      <MeasureInput
        label={t('c2cProducts.weight')}
        description={t('c2cProducts.weightHint', { min: kg(limits.min), max: kg(limits.max) })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        text={weight.text}
        onText={weight.change}
        rightSection={
          <Text size="sm" c="dimmed">
            kg
          </Text>
        }
        error={problemText(weightProblem(weight.reading, mode)) ?? errors.weight}
        disabled={isLocked}
        data-testid="weight-input"
      />
      {/* The same weight by dragging, bounded by the mode's limit; the field above stays the way to type. */}
      <Slider
        min={0}
        max={limits.max}
        domain={[limits.min, limits.max]}
        step={WEIGHT_STEP_KG}
        value={Math.min(value.weight ?? 0, limits.max)}
        onChange={setWeight}
        label={kg}
        marks={weightMarks(mode).map((mark) => ({ value: mark, label: kg(mark) }))}
        thumbLabel={t('c2cProducts.weightSlider')}
        thumbValueText={(n) => (value.weight === null ? t('c2cProducts.noWeight') : kg(n))}
        disabled={isLocked}
        size="md"
        // Room for the end marks' labels inside the section.
        mx={18}
        mb="lg"
      />
      {inseparable && !isLocked ? (
        <Checkbox
          checked={inseparable.checked}
          onChange={(event) => inseparable.onChange(event.currentTarget.checked)}
          label={t('c2cProducts.inseparable', { max: kg(WEIGHT_LIMITS_KG.INSEPARABLE_PARCEL.max) })}
        />
      ) : null}
    </Stack>
  );
}

/** "Sum of sides: X / 200 cm", red with a warning once over the limit (spec 1 section 5). */
function SidesSum({ sum, id }: { sum: number; id: string }) {
  const { t, i18n } = useTranslation();
  const isOver = sum > MAX_SIDES_SUM_CM;
  return (
    <Group id={id} gap={6} wrap="nowrap" c={isOver ? 'red.8' : 'dark.4'}>
      {isOver ? <IconAlertTriangle size={16} aria-hidden style={{ flexShrink: 0 }} /> : null}
      <Text size="sm" fw={isOver ? 600 : 400} c="inherit">
        {t('c2cProducts.sidesSum', { sum: formatNumber(sum, i18n.language), max: MAX_SIDES_SUM_CM })}
      </Text>
    </Group>
  );
}

function SizeFields({ value, onChange, errors, lockedReason }: WeightSizeFieldsProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const hintId = useId();
  const sumId = useId();
  const errorId = useId();
  const sides = {
    longs: useMeasureText(value.longs, (longs) => onChange({ ...value, longs })),
    width: useMeasureText(value.width, (width) => onChange({ ...value, width })),
    height: useMeasureText(value.height, (height) => onChange({ ...value, height })),
  };
  const readings: MeasureReading[] = SIDES.map((side) => sides[side].reading);
  const error = problemText(sizeProblem(readings)) ?? errors.size;
  const describedBy = [hintId, sumId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Fieldset
      variant="unstyled"
      legend={t('c2cProducts.size')}
      aria-describedby={describedBy}
      disabled={Boolean(lockedReason)}
      m={0}
      // The legend reads like the field labels around it.
      styles={{ legend: { fontSize: 'var(--mantine-font-size-md)', fontWeight: 600, marginBottom: 2 } }}
    >
      <Stack gap="xs">
        <Text id={hintId} size="sm" c="dark.4">
          {t('c2cProducts.sizeHint', { max: MAX_SIDES_SUM_CM })}
        </Text>
        {/* Side by side once there is room for three; stacked on phones. */}
        <SimpleGrid type="container" cols={{ base: 1, '420px': 3 }} spacing="sm" verticalSpacing="xs">
          {SIDES.map((side) => (
            <MeasureInput
              key={side}
              label={t(`c2cProducts.${side}`)}
              text={sides[side].text}
              onText={sides[side].change}
              rightSection={
                <Text size="sm" c="dimmed">
                  cm
                </Text>
              }
              error={Boolean(error)}
              data-testid={`side-${side}`}
            />
          ))}
        </SimpleGrid>
        <SidesSum sum={sidesSumOf(readings.map(measureValue))} id={sumId} />
        {/* Said when it appears or changes, not on every keystroke. */}
        <Text id={errorId} role="alert" aria-live="polite" size="sm" c="red.8" fw={500} hidden={!error}>
          {error}
        </Text>
      </Stack>
    </Fieldset>
  );
}

/**
 * Weight (kg, typed or dragged) and the three sides (cm) of the package (spec 1 sections 2, 5 and 9),
 * bounded by the mode's limits from the domain. Presentational: the page owns the values.
 */
export function WeightSizeFields(props: WeightSizeFieldsProps) {
  return (
    <Box>
      {props.lockedReason ? (
        <Group gap={6} wrap="nowrap" mb="sm" c="dark.5" data-testid="weight-size-locked">
          <IconLock size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{props.lockedReason}</Text>
        </Group>
      ) : null}
      <SimpleGrid type="container" cols={{ base: 1, '640px': 2 }} spacing="xl" verticalSpacing="lg">
        <WeightField {...props} />
        <SizeFields {...props} />
      </SimpleGrid>
    </Box>
  );
}
