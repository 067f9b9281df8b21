import { notifications } from '@mantine/notifications';
import type { BusinessProfileInput, PersonalProfileInput, Profile } from '@skyparcel/domain/account-contracts';
import { type DefaultValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type ProfileValues = PersonalProfileInput | BusinessProfileInput;

type Options<T extends ProfileValues> = {
  profile: Profile;
  resolver: Resolver<T>;
  /** The fields the form shows: server errors on them land under them. */
  fields: readonly Path<T>[];
  toValues: (profile: Profile) => T;
};

/**
 * Either profile form: the form starts from the profile; saving restarts it from the saved
 * profile (so "changed" is measured from there); a failure keeps the customer's input and
 * puts the server's field errors under their fields (spec 2 section 8 toasts).
 */
export function useProfileForm<T extends ProfileValues>({ profile, resolver, fields, toValues }: Options<T>) {
  const { t } = useTranslation();
  const form = useForm<T>({ resolver, defaultValues: toValues(profile) as DefaultValues<T> });
  const { handleSubmit, formState, reset, setError } = form;
  const saveMutation = useUpdateProfile({
    onSuccess: (saved) => {
      reset(toValues(saved));
      notifications.show({ color: 'teal', message: t('toast.message_update_profile_successfully') });
    },
    onError: (error) => {
      applyServerFieldErrors(error, setError, fields);
      notifications.show({ color: 'red', title: t('toast.message_update_profile_failed'), message: error.message });
    },
  });
  const messageOf = (name: Path<T>) => form.getFieldState(name, formState).error?.message;
  return {
    form,
    errorOf: (name: Path<T>) => fieldErrorText(t, name, messageOf(name)),
    isSaving: saveMutation.isPending,
    /** What ProfileFormLayout needs of the form, whichever account type it is. */
    layout: {
      onSubmit: handleSubmit((values) => saveMutation.mutate(values)),
      register: form.register,
      locationErrors: { country: messageOf('country' as Path<T>), address: messageOf('address' as Path<T>) },
      isSaving: saveMutation.isPending,
      isDirty: formState.isDirty,
      onDiscard: () => reset(),
    },
  };
}
