import { Button, Center, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocationMap, type MapPoint } from '../../../components/ui/location-map.tsx';
import { useSiteConfig } from '../api/get-site-config.ts';

type MapHeight = number | string | Record<string, number | string>;

/** The map once its settings are known; until then a placeholder, on failure a retry. */
export function ConfiguredMap({
  position,
  onMove,
  height,
}: {
  position: MapPoint | null;
  onMove: (point: MapPoint) => void;
  height: MapHeight;
}) {
  const { t } = useTranslation();
  const siteConfig = useSiteConfig();
  if (siteConfig.isPending) return <Skeleton h={height} radius="lg" aria-label={t('common.loading')} />;
  if (siteConfig.isError) {
    return (
      <Paper withBorder h={height} role="alert">
        <Center h="100%">
          <Stack align="center" gap="xs" p="md" ta="center">
            <Text c="dimmed">{t('addresses.map.loadFailed')}</Text>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void siteConfig.refetch()}
            >
              {t('common.retry')}
            </Button>
          </Stack>
        </Center>
      </Paper>
    );
  }
  const { map } = siteConfig.data;
  return (
    <LocationMap
      center={map.defaultCenter}
      zoom={map.defaultZoom}
      tileUrl={map.tileUrl}
      accuracyRadius={map.accuracyRadiusMeters}
      position={position}
      onMove={onMove}
      label={t('addresses.map.label')}
      markerLabel={t('addresses.map.marker')}
      height={height}
    />
  );
}
