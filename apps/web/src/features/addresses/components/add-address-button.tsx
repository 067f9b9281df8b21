import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** Opens the create form; `returnTo` brings the customer back to the picker they came from. */
export function AddAddressButton({ returnTo }: { returnTo?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.addresses.create.getHref(returnTo)}
      // As tall as the search box beside it.
      size="md"
      leftSection={<IconPlus size={18} aria-hidden />}
    >
      {t('addresses.add')}
    </Button>
  );
}
