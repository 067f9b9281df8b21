import { Anchor, Group, SimpleGrid, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconBuildingWarehouse, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { type AddressRole, paths } from '../../../config/paths.ts';
import { ChosenAddressLines } from '../../../features/addresses/components/chosen-address-lines.tsx';
import { useAddressInLanguage } from '../../../features/addresses/hooks/use-address-in-language.ts';
import type { CargoBill } from '../bill.ts';

type CargoAddressesProps = { bill: CargoBill; isLoading: boolean; errors: Partial<Record<string, string>> };

/** The shipper and the consignee; each is changed in the address picker, which returns here. */
export function CargoAddresses({ bill, isLoading, errors }: CargoAddressesProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('cargo.bill.addresses')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AddressCard side="sender" bill={bill} isLoading={isLoading} error={errors.senderAddress} />
        <AddressCard side="receiver" bill={bill} isLoading={isLoading} error={errors.receiverAddress} />
      </SimpleGrid>
    </FormSection>
  );
}

function AddressCard(props: { side: AddressRole; bill: CargoBill; isLoading: boolean; error?: string }) {
  const { side: role, bill, isLoading, error } = props;
  const { t } = useTranslation();
  const address = useAddressInLanguage(bill[`${role}Address`]);
  const title = t(`cargo.bill.${role}`);
  const Icon = role === 'sender' ? IconBuildingWarehouse : IconMapPin;
  return (
    <Stack
      gap={6}
      p="md"
      data-testid={`cargo-${role}`}
      style={{
        border: `1px solid var(--mantine-color-${error ? 'red-6' : 'gray-3'})`,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
            <Icon size={16} />
          </ThemeIcon>
          <Text size="xs" fw={700} tt="uppercase" c="dark.4">
            {title}
          </Text>
        </Group>
        <Anchor component={Link} to={paths.addresses.select.getHref('cargo', role)} size="sm" fw={600}>
          {t(address ? 'c2cOrder.changeAddress' : 'c2cOrder.chooseAddress')}
          <VisuallyHidden component="span">{` (${title})`}</VisuallyHidden>
        </Anchor>
      </Group>
      {address ? (
        <ChosenAddressLines address={address} />
      ) : (
        <Text size="sm" c="dark.4">
          {isLoading ? t('common.loading') : t(`cargo.bill.noAddress.${role}`)}
        </Text>
      )}
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
