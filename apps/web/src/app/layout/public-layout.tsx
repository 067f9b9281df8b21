import { Box, Center, Container, Group, Stack, Text } from '@mantine/core';
import type { Profile } from '@skyparcel/domain/account-contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { paths, signedInLanding } from '../../config/paths.ts';
import { useStoredAuth } from '../../features/auth/hooks/use-stored-auth.ts';
import { CallCentreLink } from '../../features/content/components/call-centre-link.tsx';
import { DataSourcesLink } from '../../features/content/components/data-sources-link.tsx';
import { PROFILE_QUERY_KEY } from '../../lib/query-client.ts';
import { LanguagePicker } from './language-picker.tsx';

/** Sign-in and sign-up: a quiet page with the brand, the language picker and one card. */
export function PublicLayout() {
  const auth = useStoredAuth();
  const location = useLocation();
  const queryClient = useQueryClient();
  const from = (location.state as { from?: string } | null)?.from;
  if (auth) {
    // Signing in stores the session and the profile at once: the landing follows the account's kind.
    const profile = queryClient.getQueryData<Profile>(PROFILE_QUERY_KEY);
    return <Navigate to={from ?? signedInLanding(profile?.staffRole)} replace />;
  }

  return (
    <PublicShell>
      <Center py={{ base: 'md', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
        <Container size={480} p={0} w="100%">
          <Outlet />
        </Container>
      </Center>
    </PublicShell>
  );
}

/** The signed-out chrome, also worn by pages open to everyone when nobody is signed in. */
export function PublicShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      mih="100vh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(180deg, var(--mantine-color-navy-0) 0%, var(--mantine-color-gray-0) 320px)',
      }}
    >
      <SkipLink targetId="main-content" label={t('a11y.skipToContent')} />
      <Box component="header" px={{ base: 'sm', sm: 'lg' }} py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Link to={paths.auth.login.getHref()} aria-label={t('header.home')} style={{ textDecoration: 'none' }}>
            <Logo />
          </Link>
          <LanguagePicker />
        </Group>
      </Box>
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Box component="footer" py="lg" px="md">
        <Stack gap={4} align="center">
          <CallCentreLink size="sm" fw={600} />
          <Text size="xs" c="gray.7">
            {t('footer.tagline')}
          </Text>
          <DataSourcesLink size="xs" c="gray.7" underline="always" />
        </Stack>
      </Box>
    </Box>
  );
}
