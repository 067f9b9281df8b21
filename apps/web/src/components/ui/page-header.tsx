import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's one h1 and an optional line that says what the page is for. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2" c="navy.9">
        {title}
      </Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}

/** Whether this page load's first page has had its body staged (`AfterFirstPaint`). */
let hasStagedFirstPage = false;

/**
 * A page's body, mounted in the commit after the one that paints the page's heading (issue 35). On a phone the
 * heading is the page's largest text and, mounted with a long form or list, it painted only when the whole page
 * had rendered and committed in one task; now it paints first and the body follows in a transition, in slices.
 * The body's data calls start at once all the same: the page's hooks run above this.
 * Only the first page of a page load is staged: a page reached inside the app mounts whole, so that Back finds it
 * as tall as it was and React Router can restore the place the customer had scrolled to.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [isHeadingPainted, setIsHeadingPainted] = useState(hasStagedFirstPage);
  useEffect(() => {
    if (hasStagedFirstPage) return;
    // The next frame is drawn with the heading; the body starts after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        hasStagedFirstPage = true;
        startTransition(() => setIsHeadingPainted(true));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return isHeadingPainted ? children : <BodySkeleton />;
}

/** The skeleton of a page's body while its first data or texts are on their way. */
export function BodySkeleton() {
  const { t } = useTranslation();
  return (
    // A screen tall, so what follows the body (the footer) starts below the fold and does not shift into view.
    <Stack gap="md" mih="100dvh" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={40} width="60%" />
      <Skeleton height={220} />
      <Skeleton height={160} />
    </Stack>
  );
}
