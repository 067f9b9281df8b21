import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ProfileFormActionsProps = { isSaving: boolean; canSave: boolean; isDirty: boolean; onDiscard: () => void };

export function ProfileFormActions({ isSaving, canSave, isDirty, onDiscard }: ProfileFormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      {isDirty ? (
        <Button variant="default" onClick={onDiscard} disabled={isSaving}>
          {t('account.profile.discard')}
        </Button>
      ) : null}
      <Button type="submit" loading={isSaving} disabled={!canSave} miw={140}>
        {t('account.profile.save')}
      </Button>
    </Group>
  );
}
