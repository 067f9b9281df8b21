import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { ExchangeRateSettings } from '../../features/operations/components/exchange-rate-settings.tsx';
import { TariffSettings } from '../../features/operations/components/tariff-settings.tsx';
import { VoucherSettings } from '../../features/operations/components/voucher-settings.tsx';
import { StaffPage } from '../layout/staff-page.tsx';

/** The settings staff change (issue 39): any staff member reads them, an admin changes them. */
export function OpsSettingsRoute() {
  return (
    <StaffPage titleKey="opsSettings.title" descriptionKey="opsSettings.description">
      <OpsSettings />
    </StaffPage>
  );
}

function OpsSettings() {
  const { t } = useTranslation();
  // The staff page has the profile by now; the calls refuse a hub clerk's change whatever this shows.
  const canChange = useProfile().data?.staffRole === 'admin';
  return (
    <Stack gap="lg">
      {canChange ? null : (
        <Alert color="navy" variant="light">
          {t('opsSettings.adminOnly')}
        </Alert>
      )}
      <VoucherSettings canChange={canChange} />
      <ExchangeRateSettings canChange={canChange} />
      <TariffSettings canChange={canChange} />
    </Stack>
  );
}
