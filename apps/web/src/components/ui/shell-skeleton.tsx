import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What stands while the first page's modules load: the header with the brand and a page
 * skeleton, the very markup index.html paints before any script (its styles live there too), so
 * taking over from it shows no change. Screen readers hear that the page is loading.
 */
export function ShellSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="shell-skeleton" aria-busy="true">
      <header className="shell-skeleton__header">
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="#123d7a" />
          <path d="M6 18.5 26 9l-5.5 15-4.2-5.3L10 21l2.2-4.4Z" fill="#fff" />
        </svg>
        <span className="shell-skeleton__brand" aria-hidden="true">
          Sky<span>Parcel</span>
        </span>
      </header>
      <main className="shell-skeleton__main">
        <div className="shell-skeleton__card">
          <div className="shell-skeleton__line shell-skeleton__line--title" />
          <div className="shell-skeleton__line shell-skeleton__line--field" />
          <div className="shell-skeleton__line shell-skeleton__line--field" />
          <div className="shell-skeleton__line shell-skeleton__line--short" />
        </div>
        <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      </main>
    </div>
  );
}
