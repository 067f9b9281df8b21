import { Alert, Radio, Stack, Text } from '@mantine/core';
import type { ResolvedLocation } from '@skyparcel/domain/location-contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LegacyConversion } from '../api/convert-legacy-address.ts';

const newUnits = (location: ResolvedLocation) => `${location.village.label}, ${location.province.label}`;

type LegacyAddressNoticeProps = {
  conversion: LegacyConversion;
  chosenLocId: string | null;
  onChoose: (location: ResolvedLocation) => void;
  onDismiss: () => void;
};

/**
 * Says that an old address was converted (old units -> new units), and when the old ward
 * was split between new wards lets the customer pick the right one.
 */
export function LegacyAddressNotice({ conversion, chosenLocId, onChoose, onDismiss }: LegacyAddressNoticeProps) {
  const { t } = useTranslation();
  const { legacy, location, alternatives } = conversion;
  const options = [location, ...alternatives];
  const chosen = options.find((option) => option.locId === chosenLocId) ?? location;
  return (
    <Alert
      color="navy"
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title={t('addresses.legacy.title')}
      withCloseButton
      closeButtonLabel={t('addresses.legacy.dismiss')}
      onClose={onDismiss}
      role="status"
    >
      <Stack gap="xs">
        <Text size="sm">
          {t('addresses.legacy.converted', {
            old: [legacy.ward, legacy.district, legacy.province].filter(Boolean).join(', '),
            new: newUnits(chosen),
          })}
        </Text>
        {conversion.street ? null : <Text size="sm">{t('addresses.legacy.addStreet')}</Text>}
        {alternatives.length > 0 ? (
          <Radio.Group
            label={t('addresses.legacy.splitLabel')}
            value={chosen.locId}
            onChange={(locId) => {
              const picked = options.find((option) => option.locId === locId);
              if (picked) onChoose(picked);
            }}
          >
            <Stack gap={6} mt={6}>
              {options.map((option) => (
                <Radio key={option.locId} value={option.locId} label={newUnits(option)} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
