import { Skeleton, Stack } from '@mantine/core';
import type { Profile } from '@skyparcel/domain/account-contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { useProfile } from '../../features/account/api/get-profile.ts';

type ProfileQueryStateProps = { loading?: ReactNode; children: (profile: Profile) => ReactNode };

/** Loading, failed (with retry) or ready: the three faces of a page built on the profile. */
export function ProfileQueryState({ loading, children }: ProfileQueryStateProps) {
  const { t } = useTranslation();
  const profileQuery = useProfile();
  if (profileQuery.isPending) return loading ?? <DefaultSkeleton />;
  if (profileQuery.isError) {
    return <QueryErrorState title={t('common.loadFailedTitle')} query={profileQuery} />;
  }
  return children(profileQuery.data);
}

function DefaultSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      <Skeleton height={28} width="50%" />
      <Skeleton height={160} radius="lg" />
    </Stack>
  );
}
