import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { paths } from '../../config/paths.ts';
import { useAddress } from '../../features/addresses/api/get-address.ts';
import { AddressFormSkeleton } from '../../features/addresses/components/address-form-skeleton.tsx';
import { useDeleteAddressConfirm } from '../../features/addresses/hooks/use-delete-address-confirm.tsx';
import { AddressEditor, type InitialPick } from '../../screens/address-editor/address-editor.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';

/** Only the app's own address pickers may be returned to, never an outside URL. */
function safeReturnTo(value: string | null): string {
  return value?.startsWith('/address/select/') ? value : paths.addresses.list.getHref();
}

function DeleteLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const { openConfirm, isDeleting } = useDeleteAddressConfirm({ id, afterHref: paths.addresses.list.getHref() });
  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={18} aria-hidden />}
      onClick={openConfirm}
      loading={isDeleting}
    >
      {t('addresses.delete.link')}
    </Button>
  );
}

function BackLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={href} variant="subtle" px={4} leftSection={<IconArrowLeft size={18} aria-hidden />}>
      {t('addresses.form.back')}
    </Button>
  );
}

function UpdateAddress({ id, returnTo }: { id: string; returnTo: string }) {
  const { t } = useTranslation();
  const addressQuery = useAddress(id);
  if (addressQuery.isPending) return <AddressFormSkeleton />;
  if (addressQuery.isError) {
    return <QueryErrorState title={t('addresses.form.loadFailed')} query={addressQuery} />;
  }
  return <AddressEditor key={addressQuery.data.id} address={addressQuery.data} returnTo={returnTo} />;
}

/** Create (/address/address-form) or update (/address/address-form/:id) one address. */
export function AddressFormRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const initialPick = (useLocation().state as { pick?: InitialPick } | null)?.pick;
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const title = t(id ? 'addresses.form.updateTitle' : 'addresses.form.createTitle');
  usePageTitle(title);

  return (
    <Stack gap={0}>
      <Group justify="space-between" align="center" mb="xs">
        <BackLink href={returnTo} />
        {id ? <DeleteLink id={id} /> : null}
      </Group>
      <PageHeader title={title} description={t('addresses.form.description')} />
      {id ? (
        <UpdateAddress id={id} returnTo={returnTo} />
      ) : (
        <AddressEditor initialPick={initialPick} returnTo={returnTo} />
      )}
    </Stack>
  );
}
