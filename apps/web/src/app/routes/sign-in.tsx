import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { TrackingBox } from '../../features/orders/components/tracking-box.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { AuthCard } from './auth-card.tsx';
import { useEnterSession } from './use-enter-session.ts';

/** Where a visitor lands: signing in, and tracking parcels without an account (issue 34). */
export function SignInRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signIn.title'));
  const onSignedIn = useEnterSession();
  return (
    <Stack gap="lg">
      <AuthCard title={t('auth.signIn.title')} description={t('auth.signIn.description')}>
        <LoginForm onSuccess={onSignedIn} />
      </AuthCard>
      <Paper component="section" withBorder p={{ base: 'lg', sm: 32 }} radius="lg" aria-labelledby="tracking-box-title">
        <Title order={2} size="h4" c="navy.9" mb="sm" id="tracking-box-title">
          {t('publicTracking.title')}
        </Title>
        <TrackingBox />
        <Anchor component={Link} to={paths.priceCalculator.getHref()} size="sm" mt="md" display="inline-block">
          {t('priceCalculator.link')}
        </Anchor>
      </Paper>
    </Stack>
  );
}
