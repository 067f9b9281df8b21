import { Anchor, Box, Group, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBuildingStore, IconChevronRight, IconHome, IconPlane } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type AddressRole, paths } from '../../../config/paths.ts';
import { ChosenAddressLines } from '../../../features/addresses/components/chosen-address-lines.tsx';
import { useAddressInLanguage } from '../../../features/addresses/hooks/use-address-in-language.ts';
import { useServingPostOffices } from '../../../features/post-offices/api/get-serving-post-offices.ts';
import { type C2cDraft, routeKindOfDraft } from '../draft.ts';
import classes from './address-block.module.css';

/**
 * Departure and arrival lines with a plane between (spec 1 section 2). A side handled at a post
 * office shows the office; tapping that line opens the post office chooser. The address itself
 * is changed through the address picker.
 */
export function AddressBlock({ draft, isLoading }: { draft: C2cDraft; isLoading: boolean }) {
  return (
    <Stack gap={0} className={classes.block}>
      <AddressLine side="sender" draft={draft} isLoading={isLoading} />
      <Group gap="xs" px="md" py={2} aria-hidden>
        <Box className={classes.rail} />
        <IconPlane size={18} className={classes.plane} />
      </Group>
      <AddressLine side="receiver" draft={draft} isLoading={isLoading} />
    </Stack>
  );
}

function AddressLine({ side: role, draft, isLoading }: { side: AddressRole; draft: C2cDraft; isLoading: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const address = useAddressInLanguage(draft[`${role}Address`]);
  const point = draft[`${role}Point`];
  // A Korean receiver's customs code, which sending to Korea needs (spec 1 section 5).
  const pccc = draft[`${role}Address`]?.pccc ?? null;
  const deliveryType = draft.details.deliveryType ?? '';
  const usesPostOffice = role === 'sender' ? deliveryType.startsWith('P') : deliveryType.endsWith('P');
  const canChoosePoint = usesPostOffice && Boolean(draft.senderAddress && draft.receiverAddress);
  // The same answer the auto-choice waits for (one request): an empty one means no office serves the address.
  const servingOffices = useServingPostOffices(usesPostOffice && !point ? (draft[`${role}Address`]?.id ?? null) : null);
  const hasNoServingOffice = servingOffices.data?.postOffices.length === 0;
  const title = t(role === 'sender' ? 'c2cOrder.departure' : 'c2cOrder.arrival');
  return (
    <Stack gap={6} p="md" data-testid={`order-${role}`}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {title}
        </Text>
        <Anchor component={Link} to={paths.addresses.select.getHref('c2c', role)} size="sm" fw={600}>
          {t(address ? 'c2cOrder.changeAddress' : 'c2cOrder.chooseAddress')}
          <VisuallyHidden component="span">{` (${title})`}</VisuallyHidden>
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
          <IconHome size={16} />
        </ThemeIcon>
        {address ? (
          <ChosenAddressLines address={address}>
            {pccc ? (
              <Text size="xs" c="dark.4" data-testid={`${role}-pccc`}>
                {t('c2cOrder.pccc', { code: pccc })}
              </Text>
            ) : null}
          </ChosenAddressLines>
        ) : (
          <Text size="sm" c="dimmed">
            {isLoading ? t('common.loading') : t(`c2cOrder.noAddress.${role}`)}
          </Text>
        )}
      </Group>
      {role === 'receiver' ? <MissingCustomsCode draft={draft} /> : null}
      {usesPostOffice ? (
        <UnstyledButton
          className={classes.point}
          disabled={!canChoosePoint}
          onClick={() => void navigate(paths.choosePostOffice.getHref(), { state: { type: role } })}
        >
          <Group gap="sm" wrap="nowrap">
            <IconBuildingStore size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {t(role === 'sender' ? 'c2cOrder.pickupOffice' : 'c2cOrder.dropoffOffice')}
              </Text>
              <Text size="sm" fw={600} c={hasNoServingOffice ? 'orange.9' : undefined} data-testid={`${role}-point`}>
                {point
                  ? `${point.code} · ${point.address}`
                  : t(hasNoServingOffice ? 'c2cOrder.noServingOffice' : 'c2cOrder.findingOffice')}
              </Text>
            </Stack>
            <VisuallyHidden component="span">
              {t(role === 'sender' ? 'c2cOrder.choosePickupOffice' : 'c2cOrder.chooseDropoffOffice')}
            </VisuallyHidden>
            <IconChevronRight size={18} aria-hidden />
          </Group>
        </UnstyledButton>
      ) : null}
    </Stack>
  );
}

/**
 * A receiver in Korea without a personal customs code, said as soon as they are chosen (issue 34
 * item 13): Korea refuses the parcel without it. The link edits the address and comes back to the
 * receiver picker, where choosing it again brings the code into the order.
 */
function MissingCustomsCode({ draft }: { draft: C2cDraft }) {
  const { t } = useTranslation();
  const receiver = draft.receiverAddress;
  if (!receiver || receiver.pccc || routeKindOfDraft(draft) !== 'OUTBOUND') return null;
  const picker = paths.addresses.select.getHref('c2c', 'receiver');
  return (
    // A plain box, not Mantine's Alert: the order screen's first load stays as it was.
    <Box bg="yellow.1" p="sm" style={{ borderRadius: 'var(--mantine-radius-sm)' }} data-testid="missing-pccc">
      <Text size="sm">{t('c2cOrder.pcccMissing')}</Text>
      <Anchor component={Link} to={paths.addresses.edit.getHref(receiver.id, picker)} size="sm" fw={600}>
        {t('c2cOrder.pcccAdd')}
      </Anchor>
    </Box>
  );
}
