import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type DeskFlight,
  type SecurityCheckPreview,
  type SecurityCheckRequest,
  securityCheckRequestSchema,
} from '@skyparcel/domain/operations-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/ui/form-section.tsx';
import { useConfirmSecurityCheck, usePreviewSecurityCheck } from '../../features/operations/api/desk-api.ts';
import { useDecimalSeparator, useKilograms } from '../../features/operations/desk-format.ts';
import { ApiError } from '../../lib/api-client-error.ts';
import { fieldErrorText } from '../../lib/form-errors.ts';
import { useMoney } from '../../lib/use-money.ts';
import { FlightSelect } from './flight-select.tsx';

type Measure = { weight: number | string; length: number | string; width: number | string; height: number | string };
const EMPTY: Measure = { weight: '', length: '', width: '', height: '' };
type Problems = { weight?: string; size?: string; flight?: string };

/** The measurement as the operations contract takes it: kilograms and "L x W x H" in centimetres. */
const requestOf = (measure: Measure): Partial<SecurityCheckRequest> => ({
  weight: measure.weight === '' ? undefined : Number(measure.weight),
  dimension: `${measure.length}x${measure.width}x${measure.height}`,
});

type SecurityCheckFormProps = { code: string; hubName: string; laterFlights: DeskFlight[] };

/**
 * The security check in two steps: the clerk enters what the scale and the tape say and sees the
 * new price and what follows (a recharge, a refund, a later flight when the booked one has no
 * room); confirming records it. Changing a number asks for the price again; a refusal keeps them.
 */
export function SecurityCheckForm({ code, hubName, laterFlights }: SecurityCheckFormProps) {
  const { t } = useTranslation();
  const [measure, setMeasure] = useState<Measure>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [flightId, setFlightId] = useState<string | null>(null);
  const preview = usePreviewSecurityCheck(code);
  const confirm = useConfirmSecurityCheck(code, hubName);
  const decimalSeparator = useDecimalSeparator();

  const change = (field: keyof Measure) => (value: number | string) => {
    setMeasure((current) => ({ ...current, [field]: value }));
    setProblems({});
    preview.reset();
  };
  const validRequest = (): SecurityCheckRequest | null => {
    const parsed = securityCheckRequestSchema.safeParse(requestOf(measure));
    if (parsed.success) return parsed.data;
    const codeAt = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
    setProblems({
      weight: fieldErrorText(t, 'weight', codeAt('weight')),
      size: fieldErrorText(t, 'dimension', codeAt('dimension')),
    });
    return null;
  };
  const showPrice = () => {
    const request = validRequest();
    if (request) preview.mutate(request, { onError: (error) => setProblems(problemsOf(t, error)) });
  };
  const confirmCheck = (shown: SecurityCheckPreview) => {
    const request = validRequest();
    if (!request) return;
    if (!shown.flightHasRoom && !flightId) {
      setProblems({ flight: t('hubDesk.flightFull') });
      return;
    }
    confirm.mutate(shown.flightHasRoom ? request : { ...request, flightId: flightId ?? undefined }, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('hubDesk.checkDone') }),
      onError: (error) => {
        setProblems(problemsOf(t, error));
        notifications.show({ color: 'red', title: t('hubDesk.checkFailed'), message: error.message });
      },
    });
  };

  return (
    <FormSection isCompact level={3} title={t('hubDesk.securityCheck')} description={t('hubDesk.securityCheckHint')}>
      <NumberInput
        label={t('hubDesk.weight')}
        value={measure.weight}
        onChange={change('weight')}
        min={0}
        step={0.1}
        decimalScale={1}
        decimalSeparator={decimalSeparator}
        error={problems.weight}
        inputMode="decimal"
      />
      <SimpleGrid cols={3} spacing="xs">
        {(['length', 'width', 'height'] as const).map((side) => (
          <NumberInput
            key={side}
            label={t(`hubDesk.${side}`)}
            value={measure[side]}
            onChange={change(side)}
            min={0}
            allowDecimal={false}
            error={problems.size ? true : undefined}
            aria-describedby={problems.size ? 'security-check-size-error' : undefined}
            inputMode="numeric"
          />
        ))}
      </SimpleGrid>
      {problems.size ? (
        <Text id="security-check-size-error" c="red.8" size="sm" role="alert">
          {problems.size}
        </Text>
      ) : null}
      {preview.data ? (
        <PreviewPanel
          shown={preview.data}
          laterFlights={laterFlights}
          flightId={flightId}
          onFlight={setFlightId}
          flightProblem={problems.flight}
        />
      ) : null}
      <Group justify="flex-end" gap="sm">
        {preview.data ? (
          <Button variant="default" onClick={() => preview.reset()} disabled={confirm.isPending}>
            {t('hubDesk.editMeasure')}
          </Button>
        ) : null}
        {preview.data ? (
          <Button loading={confirm.isPending} onClick={() => confirmCheck(preview.data)}>
            {t('hubDesk.confirmCheck')}
          </Button>
        ) : (
          <Button variant="light" loading={preview.isPending} onClick={showPrice}>
            {t('hubDesk.checkPrice')}
          </Button>
        )}
      </Group>
    </FormSection>
  );
}

/** A refusal's field errors at the desk's fields, or nothing (the toast says the rest). */
function problemsOf(t: Parameters<typeof fieldErrorText>[0], error: Error): Problems {
  if (!(error instanceof ApiError)) return {};
  const at = (field: string) => error.fieldErrors.find((fieldError) => fieldError.field === field);
  const weight = at('weight');
  const size = at('dimension');
  return {
    weight: weight ? fieldErrorText(t, 'weight', weight.code) : undefined,
    size: size ? fieldErrorText(t, 'dimension', size.code) : undefined,
    flight: error.code === 'PLANE_OUT_OF_LOAD' ? error.message : undefined,
  };
}

type PreviewPanelProps = {
  shown: SecurityCheckPreview;
  laterFlights: DeskFlight[];
  flightId: string | null;
  onFlight: (flightId: string | null) => void;
  flightProblem?: string;
};

function PreviewPanel({ shown, laterFlights, flightId, onFlight, flightProblem }: PreviewPanelProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const kilograms = useKilograms();
  const amount = money(shown.amount, shown.currency);
  const outcome = { RECHARGE: 'recharge', REFUND: 'refund', NONE: 'noChange' }[shown.direction];
  const roomy = laterFlights.filter((flight) => flight.remaining >= shown.chargeableWeight);
  return (
    <Alert
      color={shown.direction === 'RECHARGE' ? 'orange' : 'navy'}
      variant="light"
      title={t('hubDesk.previewTitle')}
      // The light orange's own title colour is too faint on its background for small text.
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
      aria-live="polite"
    >
      <Stack gap={6}>
        <PreviewLine label={t('hubDesk.previousTotal')} value={money(shown.previousTotal, shown.currency)} />
        <PreviewLine label={t('hubDesk.newTotal')} value={money(shown.newTotal, shown.currency)} isStrong />
        <PreviewLine
          label={t('hubDesk.chargeable')}
          value={t('hubDesk.chargeableChange', {
            from: kilograms(shown.bookedChargeableWeight),
            to: kilograms(shown.chargeableWeight),
          })}
        />
        <Text fw={600} size="sm">
          {t(`hubDesk.${outcome}`, { amount })}
        </Text>
        {shown.flightHasRoom ? null : (
          <>
            <Text size="sm" c="red.8">
              {t('hubDesk.flightFull')}
            </Text>
            <FlightSelect
              label={t('hubDesk.laterFlight')}
              flights={roomy}
              value={flightId}
              onChange={onFlight}
              error={flightProblem}
            />
          </>
        )}
      </Stack>
    </Alert>
  );
}

function PreviewLine({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={isStrong ? 700 : 500} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
}
