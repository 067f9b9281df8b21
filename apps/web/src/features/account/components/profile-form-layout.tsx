import { SimpleGrid, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { LocationFields } from './profile-fields.tsx';
import { ProfileFormActions } from './profile-form-actions.tsx';

type ProfileFormLayoutProps<T extends FieldValues> = {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  register: UseFormRegister<T>;
  locationErrors: { country?: string; address?: string };
  isSaving: boolean;
  canSave: boolean;
  isDirty: boolean;
  onDiscard: () => void;
  /** The account type's own fields, laid out two per row. */
  children: ReactNode;
};

/** What personal and business profiles share: their section, the address section and the actions. */
export function ProfileFormLayout<T extends FieldValues>({
  title,
  onSubmit,
  register,
  locationErrors,
  isSaving,
  canSave,
  isDirty,
  onDiscard,
  children,
}: ProfileFormLayoutProps<T>) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormSection title={title}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
            {children}
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('account.profile.addressSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
            <LocationFields register={register} errors={locationErrors} />
          </SimpleGrid>
        </FormSection>
        <ProfileFormActions isSaving={isSaving} canSave={canSave} isDirty={isDirty} onDiscard={onDiscard} />
      </Stack>
    </form>
  );
}
