import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { useStaticPage } from '../api/get-static-page.ts';

type StaticPageModalProps = { slug: string; opened: boolean; onClose: () => void; fallbackTitle: string };

/** A content page (the shipping terms) read in a dialog, without leaving the form behind it. */
export function StaticPageModal({ slug, opened, onClose, fallbackTitle }: StaticPageModalProps) {
  const { t } = useTranslation();
  const page = useStaticPage(slug, { enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title={page.data?.title ?? fallbackTitle} size="lg">
      <Stack gap="md">
        {page.isPending ? (
          <Stack gap="xs" aria-busy="true">
            <Skeleton h={14} />
            <Skeleton h={14} />
            <Skeleton h={14} w="70%" />
          </Stack>
        ) : page.isError ? (
          <QueryErrorState title={fallbackTitle} query={page} />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="static-page-content">
            {page.data?.content ?? t('c2cOrder.termsMissing')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('c2cOrder.termsClose')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
