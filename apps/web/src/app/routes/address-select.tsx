import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Address } from '@skyparcel/domain/address-contracts';
import { ADDRESS_PAGE_SIZE, ADDRESS_PAGE_SIZE_MAX } from '@skyparcel/domain/address-rules';
import { IconCheck, IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { CardListSkeleton } from '../../components/ui/card-list-skeleton.tsx';
import { ListPagination } from '../../components/ui/list-pagination.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { type AddressRole, type OrderType, paths } from '../../config/paths.ts';
import { usePickConfig } from '../../features/addresses/api/get-pick-config.ts';
import { useAddresses } from '../../features/addresses/api/list-addresses.ts';
import { AddAddressButton } from '../../features/addresses/components/add-address-button.tsx';
import { AddressCard } from '../../features/addresses/components/address-card.tsx';
import { AddressListState } from '../../features/addresses/components/address-list-state.tsx';
import { AddressSearchBox } from '../../features/addresses/components/address-search-box.tsx';
import { useAddressListParams } from '../../features/addresses/hooks/use-address-list-params.ts';
import { canSendFrom } from '../../features/addresses/sending-area.ts';
import { chooseDraftAddress } from '../../lib/order-draft.ts';
import { usePageTitle } from '../layout/use-page-title.ts';

const isOrderType = (value?: string): value is OrderType => value === 'c2c' || value === 'cargo';
const isRole = (value?: string): value is AddressRole => value === 'sender' || value === 'receiver';

function ChooseButton({ address, onChoose }: { address: Address; onChoose: (address: Address) => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="light"
      size="sm"
      leftSection={<IconCheck size={16} aria-hidden />}
      onClick={() => onChoose(address)}
      aria-label={t('addresses.select.chooseOf', { name: address.personName })}
      style={{ flexShrink: 0 }}
    >
      {t('addresses.select.choose')}
    </Button>
  );
}

function NotOfferedNote() {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" c="dark.7">
      <IconMapPinOff size={16} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-orange-8)' }} />
      <Text size="sm" fw={600}>
        {t('addresses.select.notOffered')}
      </Text>
    </Group>
  );
}

type GroupsProps = { items: Address[]; unavailable: Address[]; onChoose: (address: Address) => void };

/** Choosable addresses, then (c2c senders) those in areas parcels cannot leave from yet. */
function AddressGroups({ items, unavailable, onChoose }: GroupsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-label={t('addresses.select.available')}>
        {items.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            action={<ChooseButton address={address} onChoose={onChoose} />}
          />
        ))}
      </Stack>
      {unavailable.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="unavailable-title">
          <Title order={2} size="h5" id="unavailable-title" c="dark.6">
            {t('addresses.select.unavailable')}
          </Title>
          {unavailable.map((address) => (
            <AddressCard key={address.id} address={address} isDisabled note={<NotOfferedNote />} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function SelectAddress({ orderType, role }: { orderType: OrderType; role: AddressRole }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const list = useAddressListParams(orderType === 'c2c' ? ADDRESS_PAGE_SIZE_MAX : ADDRESS_PAGE_SIZE);
  const addressesQuery = useAddresses(list.params);
  const checksArea = orderType === 'c2c' && role === 'sender';
  const pickConfig = usePickConfig(checksArea);
  const onChoose = (address: Address) => {
    chooseDraftAddress(orderType, role, address);
    void navigate(orderType === 'c2c' ? paths.c2cOrder.getHref() : paths.cargoOrder.getHref());
  };
  const addButton = <AddAddressButton returnTo={`${pathname}${search}`} />;

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <AddressSearchBox value={list.searchText} onChange={list.setSearchText} />
        {addButton}
      </Group>
      {checksArea && pickConfig.isError ? (
        <QueryErrorState title={t('addresses.list.loadFailed')} query={pickConfig} />
      ) : checksArea && pickConfig.isPending ? (
        <CardListSkeleton />
      ) : (
        <AddressListState query={addressesQuery} isSearching={list.isSearching} emptyAction={addButton}>
          {({ items, pagination }) => {
            const isAvailable = (address: Address) => !checksArea || canSendFrom(address, pickConfig.data ?? []);
            return (
              <>
                <AddressGroups
                  items={items.filter(isAvailable)}
                  unavailable={items.filter((a) => !isAvailable(a))}
                  onChoose={onChoose}
                />
                <ListPagination
                  page={pagination.currentPage}
                  totalPages={pagination.totalPages}
                  onChange={list.setPage}
                />
              </>
            );
          }}
        </AddressListState>
      )}
    </Stack>
  );
}

/** Pick the sender or receiver of an order (spec 2 section 2: /address/select/{orderType}/{addressType}). */
export function AddressSelectRoute() {
  const { t } = useTranslation();
  const { orderType, addressType } = useParams();
  const title = t(addressType === 'receiver' ? 'addresses.select.receiverTitle' : 'addresses.select.senderTitle');
  usePageTitle(title);
  if (!isOrderType(orderType) || !isRole(addressType)) return <Navigate to={paths.addresses.list.getHref()} replace />;
  return (
    <>
      <PageHeader title={title} description={t('addresses.select.description')} />
      <SelectAddress orderType={orderType} role={addressType} />
    </>
  );
}
