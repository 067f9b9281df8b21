import { Button, Paper, Stack, Text } from '@mantine/core';
import type { NearbyPostOffice } from '@skyparcel/domain/post-office-contracts';
import { POST_OFFICE_SERVICE_RADIUS_KM } from '@skyparcel/domain/post-office-rules';
import { IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { CardListSkeleton } from '../../components/ui/card-list-skeleton.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { type AddressRole, paths } from '../../config/paths.ts';
import { useAddressInLanguage } from '../../features/addresses/hooks/use-address-in-language.ts';
import { useServingPostOffices } from '../../features/post-offices/api/get-serving-post-offices.ts';
import { PostOfficeCard } from '../../features/post-offices/components/post-office-card.tsx';
import { chooseDraftPoint, type DraftAddress, readOrderDraft } from '../../lib/order-draft.ts';
import { usePageTitle } from '../layout/use-page-title.ts';

type ChooserProps = { role: AddressRole; address: DraftAddress; chosenId?: string };

/** The address the offices are near, in the UI language. */
function NearAddress({ role, address }: { role: AddressRole; address: DraftAddress }) {
  const { t } = useTranslation();
  const shown = useAddressInLanguage(address);
  return (
    <Paper withBorder p="md" bg="navy.0">
      <Text size="sm" c="dark.6">
        {t(role === 'sender' ? 'postOffices.nearSender' : 'postOffices.nearReceiver')}
      </Text>
      <Text fw={600}>{shown?.fullAddress}</Text>
    </Paper>
  );
}

/** The offices that serve the address; with none, why (the server's rule) and the way back. */
function ServingOffices({ role, address, chosenId }: ChooserProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const officesQuery = useServingPostOffices(address.id);
  const onChoose = (office: NearbyPostOffice) => {
    const { id, address: officeAddress, latitude, longitude, code } = office;
    chooseDraftPoint('c2c', role, { id, address: officeAddress, latitude, longitude, code });
    void navigate(paths.c2cOrder.getHref());
  };
  if (officesQuery.isPending) return <CardListSkeleton />;
  if (officesQuery.isError) {
    return <QueryErrorState title={t('postOffices.loadFailed')} query={officesQuery} />;
  }
  const { postOffices, provinceName, radiusKm } = officesQuery.data;
  if (postOffices.length === 0) {
    return (
      <EmptyState
        icon={IconBuildingStore}
        title={t('postOffices.empty')}
        message={t('postOffices.emptyHint', { province: provinceName, km: radiusKm })}
        action={
          <Button component={Link} to={paths.c2cOrder.getHref()} variant="light">
            {t('postOffices.backToOrder')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="sm" component="section" aria-label={t('postOffices.listLabel')}>
      {postOffices.map((office) => (
        <PostOfficeCard key={office.id} office={office} isChosen={office.id === chosenId} onChoose={onChoose} />
      ))}
    </Stack>
  );
}

/**
 * Offices that serve the order's sender or receiver address (spec 2 "Post offices"; issue 10: those of
 * its province within the service radius, the rule order creation enforces): choosing one stores it
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
      <PageHeader title={title} description={t('postOffices.description', { km: POST_OFFICE_SERVICE_RADIUS_KM })} />
      <NearAddress role={role} address={address} />
      <ServingOffices role={role} address={address} chosenId={draft[`${role}Point`]?.id} />
    </Stack>
  );
}
