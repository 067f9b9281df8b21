import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { useProductNameInLanguage } from '../../../features/catalog/hooks/use-product-in-language.ts';
import type { C2cDraft } from '../draft.ts';
import { hasSize } from '../order-rules.ts';
import { NoteButton } from './note-button.tsx';

function DetailLine({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text size="sm" c="dark.4">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** What is being sent, at a glance, with the note button (spec 1 section 2 "transaction detail"). */
export function TransactionDetail({ draft, onNoteChange }: { draft: C2cDraft; onNoteChange: (note: string) => void }) {
  const { t, i18n } = useTranslation();
  const { product, weightSize, note } = draft.details;
  const productName = useProductNameInLanguage(product);
  const number = (value: number) => value.toLocaleString(i18n.resolvedLanguage);
  const none = t('c2cOrder.detail.none');
  return (
    <FormSection title={t('c2cOrder.sections.detail')} isCompact>
      <DetailLine label={t('c2cOrder.detail.product')} value={productName ?? none} />
      <DetailLine
        label={t('c2cOrder.detail.weight')}
        value={weightSize.weight ? t('c2cOrder.detail.kg', { value: number(weightSize.weight) }) : none}
      />
      <DetailLine
        label={t('c2cOrder.detail.size')}
        value={
          hasSize(weightSize)
            ? t('c2cOrder.detail.cm', {
                value: [weightSize.longs, weightSize.width, weightSize.height].map(Number).map(number).join(' × '),
              })
            : none
        }
      />
      <NoteButton note={note} onSave={onNoteChange} />
    </FormSection>
  );
}
