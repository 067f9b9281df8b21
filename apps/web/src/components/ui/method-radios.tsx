import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A choice among a few payment methods, each named as the order screen names it, with a hint: the
 * gateway's own by default (what VNPay's page will ask for), or the caller's.
 */
export function MethodRadios<Method extends string>({
  label,
  methods,
  value,
  onChange,
  hintOf,
}: {
  label: string;
  methods: readonly Method[];
  value: Method;
  onChange: (method: Method) => void;
  hintOf?: (method: Method) => string | null;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={label} value={value} onChange={(chosen) => onChange(chosen as Method)}>
      <Stack gap="xs" mt="xs">
        {methods.map((code) => (
          <Radio
            key={code}
            value={code}
            label={t(`paymentMethods.${code}`)}
            description={hintOf?.(code) ?? t(`c2cOrder.gatewayHints.${code}`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
