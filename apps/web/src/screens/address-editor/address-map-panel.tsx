import { Stack, Text } from '@mantine/core';
import type { PlacePrediction } from '@skyparcel/domain/geocoding-contracts';
import { useTranslation } from 'react-i18next';
import type { MapPoint } from '../../components/ui/location-map.tsx';
import { PlaceSearch } from '../../features/geocoding/components/place-search.tsx';
import { ConfiguredMap } from '../../features/site-config/components/configured-map.tsx';

type AddressMapPanelProps = {
  position: MapPoint | null;
  onMove: (point: MapPoint) => void;
  onPick: (suggestion: PlacePrediction) => void;
};

/** The form's left side: search box, map with the pin, and how to use them. */
export function AddressMapPanel({ position, onMove, onPick }: AddressMapPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <PlaceSearch onPick={onPick} />
      <ConfiguredMap position={position} onMove={onMove} height={{ base: 280, lg: 460 }} />
      <Text size="sm" c="dimmed">
        {t('addresses.map.hint')}
      </Text>
    </Stack>
  );
}
