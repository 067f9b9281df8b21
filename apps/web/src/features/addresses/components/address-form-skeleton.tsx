import { Grid, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Map and form placeholders of the editor's shape while the address loads. */
export function AddressFormSkeleton() {
  const { t } = useTranslation();
  return (
    <Grid gap="lg" aria-busy="true" aria-label={t('common.loading')}>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="sm">
          <Skeleton height={42} />
          <Skeleton h={{ base: 280, lg: 460 }} radius="lg" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Paper withBorder p="xl">
          <Stack gap="md">
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <Skeleton key={index} height={42} />
            ))}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
