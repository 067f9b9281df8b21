import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconSearch, IconZoomQuestion } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CardListSkeleton } from '../../components/ui/card-list-skeleton.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { paths } from '../../config/paths.ts';
import { usePublicTracking } from '../../features/orders/api/track-order.ts';
import { PublicTrackingCard } from '../../features/orders/components/public-tracking-card.tsx';
import { ApiError } from '../../lib/api-client-error.ts';
import { usePageTitle } from '../layout/use-page-title.ts';

const ORDER_CODE = /^[A-Za-z]{2}\d{6,20}$/;

/** Public tracking (issue 14): anyone enters or opens an order code and follows its journey, signed in or not. */
export function PublicTrackingRoute() {
  const { t } = useTranslation();
  usePageTitle(t('publicTracking.title'));
  const { code } = useParams();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code ?? '');
  // A code in the address that cannot be an order code says so at once, rather than leaving the result blank.
  const [isInvalid, setIsInvalid] = useState(!!code && !ORDER_CODE.test(code));
  const tracking = usePublicTracking(code && ORDER_CODE.test(code) ? code.toUpperCase() : undefined);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = typed.trim();
    setIsInvalid(!ORDER_CODE.test(value));
    if (ORDER_CODE.test(value)) void navigate(paths.tracking.getHref(value.toUpperCase()));
  }

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <PageHeader title={t('publicTracking.title')} description={t('publicTracking.description')} />
      <form onSubmit={onSubmit} noValidate>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t('publicTracking.codeLabel')}
            placeholder="SP261124000001"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={isInvalid ? t('publicTracking.invalidCode') : undefined}
            autoComplete="off"
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={25} leftSection={<IconSearch size={16} aria-hidden />}>
            {t('publicTracking.submit')}
          </Button>
        </Group>
      </form>
      {!code ? null : tracking.isPending && tracking.fetchStatus !== 'idle' ? (
        <CardListSkeleton count={1} />
      ) : tracking.isError ? (
        tracking.error instanceof ApiError && tracking.error.status === 404 ? (
          <EmptyState
            icon={IconZoomQuestion}
            title={t('publicTracking.notFoundTitle')}
            message={tracking.error.message}
          />
        ) : (
          <QueryErrorState title={t('publicTracking.loadFailed')} query={tracking} />
        )
      ) : tracking.data ? (
        <PublicTrackingCard tracking={tracking.data} />
      ) : null}
    </Stack>
  );
}
