import { Stack } from '@mantine/core';
import { parseTrackingCodes, TRACKING_CODES_MAX } from '@skyparcel/domain/tracking-codes';
import { IconZoomQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CardListSkeleton } from '../../components/ui/card-list-skeleton.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { usePublicTracking } from '../../features/orders/api/track-order.ts';
import { PublicTrackingCard } from '../../features/orders/components/public-tracking-card.tsx';
import { TrackingBox } from '../../features/orders/components/tracking-box.tsx';
import { ApiError } from '../../lib/api-client-error.ts';
import { usePageTitle } from '../layout/use-page-title.ts';

/**
 * Public tracking (issue 14; several codes at once, issue 34): anyone enters or opens order codes
 * (`/tracking/SP…,SP…`) and follows each journey, signed in or not.
 */
export function PublicTrackingRoute() {
  const { t } = useTranslation();
  usePageTitle(t('publicTracking.title'));
  const { code = '' } = useParams();
  const asked = parseTrackingCodes(code);
  const isReadable = asked.invalid.length === 0 && !asked.isTooMany;
  const codes = isReadable ? asked.codes.slice(0, TRACKING_CODES_MAX) : [];
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <PageHeader title={t('publicTracking.title')} description={t('publicTracking.description')} />
      <TrackingBox
        key={code}
        initial={asked.codes.length > 0 ? asked.codes.join(', ') : code}
        showsInvalid={!isReadable}
      />
      {codes.map((each) => (
        <TrackingResult key={each} code={each} isOneOfMany={codes.length > 1} />
      ))}
    </Stack>
  );
}

/** One code's answer: its journey, or that there is no such order, or that it could not be looked up. */
function TrackingResult({ code, isOneOfMany }: { code: string; isOneOfMany: boolean }) {
  const { t } = useTranslation();
  const tracking = usePublicTracking(code);
  if (tracking.isPending) return <CardListSkeleton count={1} />;
  if (tracking.isError) {
    return tracking.error instanceof ApiError && tracking.error.status === 404 ? (
      <EmptyState
        icon={IconZoomQuestion}
        title={isOneOfMany ? t('publicTracking.notFoundCode', { code }) : t('publicTracking.notFoundTitle')}
        message={tracking.error.message}
      />
    ) : (
      <QueryErrorState title={t('publicTracking.loadFailed')} query={tracking} />
    );
  }
  return <PublicTrackingCard tracking={tracking.data} />;
}
