import { Button, Group, Stack } from '@mantine/core';
import { ADDRESS_PAGE_SIZE } from '@skyparcel/domain/address-rules';
import { IconMapSearch, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '../../components/ui/list-pagination.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { useAddresses } from '../../features/addresses/api/list-addresses.ts';
import { AddAddressButton } from '../../features/addresses/components/add-address-button.tsx';
import { AddressCard } from '../../features/addresses/components/address-card.tsx';
import { AddressListState } from '../../features/addresses/components/address-list-state.tsx';
import { AddressSearchBox } from '../../features/addresses/components/address-search-box.tsx';
import { useAddressListParams } from '../../features/addresses/hooks/use-address-list-params.ts';
import { usePageTitle } from '../layout/use-page-title.ts';
import classes from './address-book.module.css';

function EditLink({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.addresses.edit.getHref(id)}
      variant="default"
      size="sm"
      leftSection={<IconPencil size={16} aria-hidden />}
      aria-label={t('addresses.editOf', { name })}
      style={{ flexShrink: 0 }}
    >
      {t('addresses.edit')}
    </Button>
  );
}

/** The address book (spec 2 "Address screens", list). */
export function AddressBookRoute() {
  const { t } = useTranslation();
  usePageTitle(t('addresses.list.title'));
  const { params, searchText, setSearchText, setPage, isSearching } = useAddressListParams(ADDRESS_PAGE_SIZE);
  const addressesQuery = useAddresses(params);

  return (
    <>
      <PageHeader title={t('addresses.list.title')} description={t('addresses.list.description')} />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <AddressSearchBox value={searchText} onChange={setSearchText} />
          {/*
           * The two actions wrap under each other when a phone has no room for both side by side (their
           * labels are long in Vietnamese), each then as wide as the list below.
           */}
          <Group gap="sm" wrap="wrap" className={classes.actions}>
            <Button
              component={Link}
              to={paths.addresses.search.getHref()}
              variant="default"
              size="md"
              leftSection={<IconMapSearch size={18} aria-hidden />}
            >
              {t('addresses.findOnMap')}
            </Button>
            <AddAddressButton />
          </Group>
        </Group>
        <AddressListState query={addressesQuery} isSearching={isSearching} emptyAction={<AddAddressButton />}>
          {({ items, pagination }) => (
            <>
              <Stack gap="sm" component="section" aria-label={t('addresses.list.title')}>
                {items.map((address) => (
                  <AddressCard
                    key={address.id}
                    address={address}
                    action={<EditLink id={address.id} name={address.personName} />}
                  />
                ))}
              </Stack>
              <ListPagination page={pagination.currentPage} totalPages={pagination.totalPages} onChange={setPage} />
            </>
          )}
        </AddressListState>
      </Stack>
    </>
  );
}
