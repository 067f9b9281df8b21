import { Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cards of a list's shape, so the page does not jump when the items arrive. */
export function CardListSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Paper withBorder p="lg" key={index}>
          <Stack gap={10}>
            <Skeleton height={18} width="35%" />
            <Skeleton height={14} width="25%" />
            <Skeleton height={14} width="70%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
