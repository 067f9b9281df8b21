import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ListPaginationProps = { page: number; totalPages: number; onChange: (page: number) => void };

/** Page links with names a screen reader can announce; hidden when everything fits on one page. */
export function ListPagination({ page, totalPages, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={t('common.pagination')}>
      <Pagination
        value={page}
        total={totalPages}
        onChange={onChange}
        siblings={1}
        getItemProps={(item) => ({
          'aria-label': t('common.pageNumber', { page: item }),
          'aria-current': item === page ? 'page' : undefined,
        })}
        getControlProps={(control) => {
          if (control === 'previous') return { 'aria-label': t('common.previousPage') };
          if (control === 'next') return { 'aria-label': t('common.nextPage') };
          return {};
        }}
      />
    </Group>
  );
}
