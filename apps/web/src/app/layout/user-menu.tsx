import {
  Avatar,
  type ElementProps,
  Group,
  Skeleton,
  Text,
  UnstyledButton,
  type UnstyledButtonProps,
  VisuallyHidden,
} from '@mantine/core';
import { displayName } from '@skyparcel/domain/account-rules';
import { IconChevronDown } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { menuOnDemand } from './menu-on-demand.tsx';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => word.charAt(0).toLocaleUpperCase()).join('');
}

type UserButtonProps = UnstyledButtonProps & ElementProps<'button', keyof UnstyledButtonProps> & { name: string };

/** Who is signed in: the account menu's button, the same before and after the menu arrives. */
export const UserButton = forwardRef<HTMLButtonElement, UserButtonProps>(function UserButton({ name, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <UnstyledButton ref={ref} px={6} py={4} style={{ borderRadius: 999 }} {...props}>
      <Group gap={8} wrap="nowrap">
        <Avatar color="navy" radius="xl" size={34} aria-hidden>
          {initialsOf(name) || '?'}
        </Avatar>
        <VisuallyHidden component="span">{t('header.accountMenu')}: </VisuallyHidden>
        <Text component="span" fw={600} size="sm" maw={200} truncate c="dark.7" className="hide-visually-on-phone">
          {name}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
});

const AccountMenuOnDemand = menuOnDemand(() => import('./account-menu.tsx'));

/** Who is signed in, and the account menu (spec 2 section 2: header user menu), fetched when first wanted. */
export function UserMenu() {
  const { data: profile, isPending } = useProfile();
  // As wide as the menu it stands for: its avatar alone on a phone, with the name from xs up.
  if (isPending) return <Skeleton height={36} w={{ base: 68, xs: 160 }} radius="xl" />;
  const name = profile ? displayName(profile) : '';
  return <AccountMenuOnDemand standIn={(handlers) => <UserButton name={name} {...handlers} />} />;
}
