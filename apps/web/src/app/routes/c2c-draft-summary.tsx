import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AddressRole, paths } from '../../config/paths.ts';
import { type OrderDraft, readOrderDraft } from '../../lib/order-draft.ts';

function DraftSide({ side: role, draft }: { side: AddressRole; draft: OrderDraft }) {
  const { t } = useTranslation();
  const address = draft[`${role}Address`];
  const point = draft[`${role}Point`];
  const canChoosePoint = Boolean(draft.senderAddress && draft.receiverAddress);
  return (
    <Stack gap={6} data-testid={`draft-${role}`}>
      <Text size="sm" fw={700} c="dark.6">
        {t(role === 'sender' ? 'home.draft.sender' : 'home.draft.receiver')}
      </Text>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <Text size="sm">{address ? `${address.personName} · ${address.fullAddress}` : t('home.draft.none')}</Text>
      </Group>
      {point ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconBuildingStore size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="sm">{t('home.draft.point', { code: point.code, address: point.address })}</Text>
        </Group>
      ) : null}
      <Group gap="xs">
        <Button component={Link} to={paths.addresses.select.getHref('c2c', role)} size="xs" variant="light">
          {t(address ? 'home.draft.change' : 'home.draft.choose')}
        </Button>
        {canChoosePoint ? (
          <Button
            component={Link}
            to={paths.choosePostOffice.getHref()}
            state={{ type: role }}
            size="xs"
            variant="default"
          >
            {t('home.draft.choosePoint')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/** Until the order screen arrives, the addresses and offices chosen for the next order. */
export function C2cDraftSummary() {
  const { t } = useTranslation();
  const [draft] = useState(() => readOrderDraft('c2c'));
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="draft-title">
      <Title order={2} size="h4" id="draft-title" c="navy.9" mb="md">
        {t('home.draft.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <DraftSide side="sender" draft={draft} />
        <DraftSide side="receiver" draft={draft} />
      </SimpleGrid>
    </Paper>
  );
}
