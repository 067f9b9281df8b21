import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { BusinessProfileForm } from '../../features/account/components/business-profile-form.tsx';
import { PersonalProfileForm } from '../../features/account/components/personal-profile-form.tsx';
import { ProfileFormSkeleton } from '../../features/account/components/profile-form-skeleton.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { ProfileQueryState } from './profile-query-state.tsx';

/** Personal or business profile form by account type (spec 2 section 2, Profile). */
export function MyProfileRoute() {
  const { t } = useTranslation();
  usePageTitle(t('account.profile.title'));
  return (
    <>
      <PageHeader title={t('account.profile.title')} description={t('account.profile.description')} />
      <ProfileQueryState loading={<ProfileFormSkeleton />}>
        {(profile) =>
          profile.type === 'B' ? (
            <BusinessProfileForm key={profile.id} profile={profile} />
          ) : (
            <PersonalProfileForm key={profile.id} profile={profile} />
          )
        }
      </ProfileQueryState>
    </>
  );
}
