import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { type PersonalProfileInput, type Profile, personalProfileSchema } from '@skyparcel/domain/account-contracts';
import { PERSON_NAME_MAX_LENGTH } from '@skyparcel/domain/account-rules';
import { useTranslation } from 'react-i18next';
import { CountedTextInput } from '../../../components/ui/counted-text-input.tsx';
import { ReadOnlyField } from '../../../components/ui/read-only-field.tsx';
import { fieldLabel } from '../../../lib/form-errors.ts';
import { useProfileForm } from '../hooks/use-profile-form.ts';
import { BirthField, GenderField } from './profile-fields.tsx';
import { ProfileFormLayout } from './profile-form-layout.tsx';

type Values = PersonalProfileInput;
const FIELDS = ['name', 'email', 'idenNumber', 'gender', 'birth', 'country', 'address'] as const;

function toPersonalValues(profile: Profile): Values {
  return {
    name: profile.name ?? '',
    email: profile.email ?? '',
    idenNumber: profile.idenNumber ?? '',
    gender: profile.gender ?? '',
    birth: profile.birth ?? '',
    country: profile.country ?? '',
    province: profile.province ?? '',
    district: profile.district ?? '',
    village: profile.village ?? '',
    address: profile.address ?? '',
  };
}

/** Personal account profile (spec 2 section 3, Profile): phone read-only, the rest editable. */
export function PersonalProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { form, errorOf, isSaving, layout } = useProfileForm<Values>({
    profile,
    resolver: zodResolver(personalProfileSchema),
    fields: FIELDS,
    toValues: toPersonalValues,
  });
  const { register, control, formState } = form;
  const { errors, isDirty } = formState;

  return (
    <ProfileFormLayout {...layout} title={t('account.profile.personalSection')} canSave={isDirty && !isSaving}>
      <ReadOnlyField
        label={fieldLabel(t, 'phone')}
        value={profile.phoneDisplay ?? ''}
        description={t('account.profile.phoneReadOnly')}
      />
      <CountedTextInput
        {...register('name')}
        control={control}
        limit={PERSON_NAME_MAX_LENGTH}
        label={fieldLabel(t, 'name')}
        autoComplete="name"
        error={errorOf('name')}
        required
      />
      <TextInput
        {...register('email')}
        label={fieldLabel(t, 'email')}
        type="email"
        autoComplete="email"
        error={errorOf('email')}
      />
      <TextInput
        {...register('idenNumber')}
        label={fieldLabel(t, 'idenNumber')}
        inputMode="numeric"
        error={errorOf('idenNumber')}
      />
      <GenderField control={control} name="gender" error={errors.gender?.message} />
      <BirthField control={control} name="birth" error={errors.birth?.message} />
    </ProfileFormLayout>
  );
}
