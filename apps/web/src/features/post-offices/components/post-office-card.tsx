import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { NearbyPostOffice } from '@skyparcel/domain/post-office-contracts';
import { IconCheck, IconClock, IconMapPin, IconPhone, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconDetail } from '../../../components/ui/icon-detail.tsx';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDistance } from '../format-distance.ts';

type PostOfficeCardProps = {
  office: NearbyPostOffice;
  isChosen: boolean;
  onChoose: (office: NearbyPostOffice) => void;
};

/** One office: name, code, address, opening hours, phone and how far it is (spec 2 "Post offices"). */
export function PostOfficeCard({ office, isChosen, onChoose }: PostOfficeCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = useTimeFormat();
  const titleId = `office-${office.id}`;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={titleId}
      style={isChosen ? { borderColor: 'var(--mantine-color-navy-6)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text component="h2" fw={700} fz="md" c="navy.9" id={titleId} m={0}>
              {office.name}
            </Text>
            <Badge variant="outline" color="gray.7" radius="sm" tt="none">
              {office.code}
            </Badge>
          </Group>
          <IconDetail icon={IconMapPin}>{office.address}</IconDetail>
          <IconDetail icon={IconClock}>
            {t('postOffices.hours', { start: time.clock(office.workHourStart), end: time.clock(office.workHourEnd) })}
          </IconDetail>
          <IconDetail icon={IconPhone}>
            <Anchor href={`tel:${office.phone}`} size="sm">
              {office.phone}
            </Anchor>
          </IconDetail>
          <IconDetail icon={IconRoute}>
            {t('postOffices.distance', { distance: formatDistance(office.distance, language) })}
          </IconDetail>
        </Stack>
        <Button
          variant={isChosen ? 'filled' : 'light'}
          size="sm"
          leftSection={isChosen ? <IconCheck size={16} aria-hidden /> : undefined}
          onClick={() => onChoose(office)}
          aria-label={t(isChosen ? 'postOffices.chosenOf' : 'postOffices.chooseOf', { name: office.name })}
          aria-pressed={isChosen}
          style={{ flexShrink: 0 }}
        >
          {t(isChosen ? 'postOffices.chosen' : 'postOffices.choose')}
        </Button>
      </Group>
    </Paper>
  );
}
