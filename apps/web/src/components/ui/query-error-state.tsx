import { useTranslation } from 'react-i18next';
import { ErrorState } from './error-state.tsx';

/** What the error state needs of a failed TanStack query. */
type FailedQuery = { error: Error | null; isFetching: boolean; refetch: () => unknown };

/** A failed query's error state: its message, and Try again refetches it. */
export function QueryErrorState({ title, query }: { title: string; query: FailedQuery }) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={title}
      message={query.error?.message ?? t('errors.INTERNAL_ERROR')}
      retryLabel={t('common.retry')}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}
