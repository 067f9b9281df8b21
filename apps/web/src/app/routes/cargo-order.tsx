import { modals } from '@mantine/modals';
import type { Profile } from '@skyparcel/domain/account-contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CargoOrderScreen } from '../../screens/cargo-order/cargo-order-screen.tsx';
import { CARGO_NOTICE_ID, cargoAccessOf, useCargoDirectNotice } from '../layout/cargo-direct-notice.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { ProfileQueryState } from './profile-query-state.tsx';

/** Without access the page itself is never rendered: only the blocking popup shows. */
function CargoDirectGate({ profile }: { profile: Profile }) {
  const access = cargoAccessOf(profile);
  // Read the opener through a ref: a late hotline answer must not close and reopen the popup.
  const openNoticeRef = useRef(useCargoDirectNotice());
  useEffect(() => {
    if (access === 'allowed') return;
    openNoticeRef.current(access);
    return () => modals.close(CARGO_NOTICE_ID);
  }, [access]);
  return access === 'allowed' ? <CargoOrderScreen profile={profile} /> : null;
}

export function CargoOrderRoute() {
  const { t } = useTranslation();
  usePageTitle(t('cargo.title'));
  return <ProfileQueryState>{(profile) => <CargoDirectGate profile={profile} />}</ProfileQueryState>;
}
