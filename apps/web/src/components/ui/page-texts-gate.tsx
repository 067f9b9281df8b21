import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTexts } from '../../lib/use-page-texts.ts';
import type { PageTexts } from '../../locales/catalogue.ts';
import { ErrorState } from './error-state.tsx';
import { LoadingState } from './loading-state.tsx';

/**
 * A page whose texts are its own chunk (locales/<page>/): a loader until they are in, an error with
 * Try again if they cannot be fetched, then the page. `title` names the page in the error state.
 */
export function PageTextsGate({ page, title, children }: { page: PageTexts; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const texts = usePageTexts(page);
  if (texts.isError) {
    return (
      <ErrorState
        title={title}
        message={t('errors.INTERNAL_ERROR')}
        retryLabel={t('common.retry')}
        onRetry={() => void texts.retry()}
      />
    );
  }
  if (!texts.isReady) {
    return <LoadingState label={t('common.loading')} />;
  }
  return children;
}
