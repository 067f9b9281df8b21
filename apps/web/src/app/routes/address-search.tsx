import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MapPoint } from '../../components/ui/location-map.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { PlaceSearch } from '../../features/geocoding/components/place-search.tsx';
import { ConfiguredMap } from '../../features/site-config/components/configured-map.tsx';
import type { InitialPick } from '../../screens/address-editor/address-editor.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';

/**
 * Find a place first, then fill in the rest (spec 2 "Address screens": map search). A
 * picked result, or the pin placed on the map, opens the create form already filled.
 */
export function AddressSearchRoute() {
  const { t } = useTranslation();
  usePageTitle(t('addresses.search.title'));
  const navigate = useNavigate();
  const [point, setPoint] = useState<MapPoint | null>(null);
  const openForm = (pick: InitialPick) => void navigate(paths.addresses.create.getHref(), { state: { pick } });

  return (
    <>
      <PageHeader title={t('addresses.search.title')} description={t('addresses.search.description')} />
      <Stack gap="sm">
        <PlaceSearch onPick={({ placeId }) => openForm({ placeId })} />
        <ConfiguredMap position={point} onMove={setPoint} height={{ base: 360, sm: 520 }} />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 200 }}>
            {t('addresses.search.hint')}
          </Text>
          <Button
            onClick={() => point && openForm({ point })}
            disabled={!point}
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('addresses.search.usePin')}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
