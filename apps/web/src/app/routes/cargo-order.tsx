import { modals } from '@mantine/modals';
import type { Profile } from '@skyparcel/domain/account-contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BodySkeleton } from '../../components/ui/page-header.tsx';
import { cargoAccessOf } from '../../features/account/cargo-access.ts';
import { CargoOrderScreen, CargoPageHeader } from '../../screens/cargo-order/cargo-order-screen.tsx';
import { CARGO_NOTICE_ID, useCargoDirectNotice } from '../layout/cargo-direct-notice.tsx';
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

/**
 * While the account is read, the page's heading stands over a skeleton: the frame the server sends an
 * account with a contract draws the same (scripts/prerender.mjs), and no other account is sent it.
 */
export function CargoOrderRoute() {
  const { t } = useTranslation();
  usePageTitle(t('cargo.title'));
  const loading = (
    <>
      <CargoPageHeader />
      <BodySkeleton />
    </>
  );
  return <ProfileQueryState loading={loading}>{(profile) => <CargoDirectGate profile={profile} />}</ProfileQueryState>;
}
