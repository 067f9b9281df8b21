import { Button, Paper, Stack, Text } from '@mantine/core';
import type { NearbyPostOffice } from '@skyparcel/domain/post-office-contracts';
import { IconBuildingStore, IconMapPinOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { CardListSkeleton } from '../../components/ui/card-list-skeleton.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { type AddressRole, paths } from '../../config/paths.ts';
import { useNearbyPostOffices } from '../../features/post-offices/api/get-nearby-post-offices.ts';
import { PostOfficeCard } from '../../features/post-offices/components/post-office-card.tsx';
import { chooseDraftPoint, type DraftAddress, readOrderDraft } from '../../lib/order-draft.ts';
import { usePageTitle } from '../layout/use-page-title.ts';

type ChooserProps = { role: AddressRole; address: DraftAddress; chosenId?: string };

function NearbyOffices({ role, address, chosenId }: ChooserProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasPosition = address.lat != null && address.long != null;
  const officesQuery = useNearbyPostOffices(
    hasPosition ? { latitude: address.lat as number, longitude: address.long as number, limit: 10 } : null,
  );
  const onChoose = (office: NearbyPostOffice) => {
    const { id, address: officeAddress, latitude, longitude, code } = office;
    chooseDraftPoint('c2c', role, { id, address: officeAddress, latitude, longitude, code });
    void navigate(paths.c2cOrder.getHref());
  };
  if (!hasPosition) {
    const editLink = (
      <Button component={Link} to={paths.addresses.edit.getHref(address.id)}>
        {t('postOffices.pinAddress')}
      </Button>
    );
    return (
      <EmptyState
        icon={IconMapPinOff}
        title={t('postOffices.noPosition')}
        message={t('postOffices.noPositionHint')}
        action={editLink}
      />
    );
  }
  if (officesQuery.isPending) return <CardListSkeleton />;
  if (officesQuery.isError) {
    return <QueryErrorState title={t('postOffices.loadFailed')} query={officesQuery} />;
  }
  if (officesQuery.data.length === 0)
    return <EmptyState icon={IconBuildingStore} title={t('postOffices.empty')} message={t('postOffices.emptyHint')} />;
  return (
    <Stack gap="sm" component="section" aria-label={t('postOffices.listLabel')}>
      {officesQuery.data.map((office) => (
        <PostOfficeCard key={office.id} office={office} isChosen={office.id === chosenId} onChoose={onChoose} />
      ))}
    </Stack>
  );
}

/**
 * Offices near the order's sender or receiver (spec 2 "Post offices"): choosing one stores it
 * as the sender or receiver point and returns to the order. Without both addresses there
 * is no order to attach it to, so the customer goes back to the order screen.
 */
export function ChoosePostOfficeRoute() {
  const { t } = useTranslation();
  const role = (useLocation().state as { type?: string } | null)?.type;
  const [draft] = useState(() => readOrderDraft('c2c'));
  const title = t(role === 'receiver' ? 'postOffices.receiverTitle' : 'postOffices.senderTitle');
  usePageTitle(title);
  if ((role !== 'sender' && role !== 'receiver') || !draft.senderAddress || !draft.receiverAddress) {
    return <Navigate to={paths.c2cOrder.getHref()} replace />;
  }
  const address = role === 'sender' ? draft.senderAddress : draft.receiverAddress;
  return (
    <Stack gap="md" maw={880} mx="auto">
      <PageHeader title={title} description={t('postOffices.description')} />
      <Paper withBorder p="md" bg="navy.0">
        <Text size="sm" c="dark.6">
          {t(role === 'sender' ? 'postOffices.nearSender' : 'postOffices.nearReceiver')}
        </Text>
        <Text fw={600}>{address.fullAddress}</Text>
      </Paper>
      <NearbyOffices role={role} address={address} chosenId={draft[`${role}Point`]?.id} />
    </Stack>
  );
}
