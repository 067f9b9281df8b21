import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mirrors the form's shape so the page does not jump when the profile arrives. */
export function ProfileFormSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('common.loading')}>
      {[6, 2].map((fieldCount) => (
        <Paper withBorder p="xl" key={fieldCount}>
          <Skeleton height={22} width={180} mb="lg" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {Array.from({ length: fieldCount }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <Stack gap={6} key={index}>
                <Skeleton height={14} width="40%" />
                <Skeleton height={42} />
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
