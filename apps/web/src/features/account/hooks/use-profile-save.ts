import { notifications } from '@mantine/notifications';
import type { Profile } from '@skyparcel/domain/account-contracts';
import type { FieldValues, UseFormReset, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type Options<T extends FieldValues> = {
  fields: readonly string[];
  toValues: (profile: Profile) => T;
  reset: UseFormReset<T>;
  setError: UseFormSetError<T>;
};

/**
 * Saving either form: on success the form restarts from the saved profile (so "changed"
 * is measured from there); on failure the customer's input stays and the server's field
 * errors land under their fields (spec 2 section 8 toasts).
 */
export function useProfileSave<T extends FieldValues>({ fields, toValues, reset, setError }: Options<T>) {
  const { t } = useTranslation();
  return useUpdateProfile({
    onSuccess: (profile) => {
      reset(toValues(profile));
      notifications.show({ color: 'teal', message: t('toast.message_update_profile_successfully') });
    },
    onError: (error) => {
      applyServerFieldErrors(error, setError, fields);
      notifications.show({ color: 'red', title: t('toast.message_update_profile_failed'), message: error.message });
    },
  });
}
