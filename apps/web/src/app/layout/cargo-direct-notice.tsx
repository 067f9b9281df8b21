import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLock, IconPhoneCall } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { CargoAccess } from '../../features/account/cargo-access.ts';
import { useHotline } from '../../features/content/hooks/use-hotline.ts';

export const CARGO_NOTICE_ID = 'cargo-direct-access';

// Long translations wrap instead of being cut off on phones.
const WRAPPING_LABEL = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

type NoticeBodyProps = { access: Exclude<CargoAccess, 'allowed'>; phone: string; href: string; onLeave: () => void };

function CargoDirectNoticeBody({ access, phone, href, onLeave }: NoticeBodyProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconLock size={30} />
      </ThemeIcon>
      <Text>{t(access === 'personal' ? 'cargo.notice.personalBody' : 'cargo.notice.noContractBody')}</Text>
      <Text fw={600}>{t('cargo.notice.contact', { phone })}</Text>
      <Stack gap="sm" w="100%">
        {access === 'no-contract' ? (
          <Button component="a" href={href} variant="light" leftSection={<IconPhoneCall size={18} aria-hidden />}>
            {t('cargo.notice.call', { phone })}
          </Button>
        ) : null}
        <Button onClick={onLeave} data-autofocus h="auto" mih={42} py={8} styles={WRAPPING_LABEL}>
          {t('cargo.notice.backToParcel')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The Cargo Direct access popup. It blocks (no outside click, no Escape, no confirm
 * action): the only way on is back to the express parcel service (spec 2 section 1).
 */
export function useCargoDirectNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { phone, href } = useHotline();

  return useCallback(
    (access: Exclude<CargoAccess, 'allowed'>) => {
      const onLeave = () => {
        modals.close(CARGO_NOTICE_ID);
        void navigate(paths.c2cOrder.getHref());
      };
      modals.open({
        modalId: CARGO_NOTICE_ID,
        title: t(access === 'personal' ? 'cargo.notice.personalTitle' : 'cargo.notice.noContractTitle'),
        closeOnClickOutside: false,
        closeOnEscape: false,
        withCloseButton: false,
        children: <CargoDirectNoticeBody access={access} phone={phone} href={href} onLeave={onLeave} />,
      });
    },
    [t, navigate, phone, href],
  );
}
