import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { useStoredAuth } from '../../features/auth/hooks/use-stored-auth.ts';
import { SignedInShell } from './protected-layout.tsx';
import { PublicShell } from './public-layout.tsx';

/**
 * Pages for everyone, signed in or not (the data-source credits): the chrome the visitor
 * already knows, the signed-in shell or the public header, and never a redirect.
 */
export function OpenLayout() {
  const auth = useStoredAuth();
  if (auth) return <SignedInShell />;
  return (
    <PublicShell>
      {/* The signed-in shell's spacing, so the page looks the same either way. */}
      <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
        <Outlet />
      </Container>
    </PublicShell>
  );
}
