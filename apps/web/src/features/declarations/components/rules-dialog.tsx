import { List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** The rules a cross-border order asks to be accepted (spec 1 sections 2 and 4). */
export type RulesDialogKind = 'document' | 'parcel' | 'parcelInbound' | 'declaration';

/**
 * Shows the rules of a kind and answers whether the customer accepted them: the document rules
 * on first switching to a document, the parcel rules before the first declared item, and the
 * declared-information confirmation before placing the order (with what is declared above them).
 */
export function askToAcceptRules(t: TFunction, kind: RulesDialogKind, summary?: ReactNode): Promise<boolean> {
  const rules = Object.values(t(`declarations.rules.${kind}.items`, { returnObjects: true }) as Record<string, string>);
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t(`declarations.rules.${kind}.title`),
      size: 'lg',
      children: (
        <Stack gap="sm" data-testid={`rules-${kind}`}>
          {summary}
          <Text size="sm">{t(`declarations.rules.${kind}.intro`)}</Text>
          <List size="sm" spacing={4}>
            {rules.map((rule) => (
              <List.Item key={rule}>{rule}</List.Item>
            ))}
          </List>
        </Stack>
      ),
      labels: { confirm: t(`declarations.rules.${kind}.accept`), cancel: t('declarations.cancel') },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
