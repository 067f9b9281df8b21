import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { type BusinessProfileInput, businessProfileSchema, type Profile } from '@skyparcel/domain/account-contracts';
import { COMPANY_NAME_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '@skyparcel/domain/account-rules';
import { useTranslation } from 'react-i18next';
import { CountedTextInput } from '../../../components/ui/counted-text-input.tsx';
import { ReadOnlyField } from '../../../components/ui/read-only-field.tsx';
import { fieldLabel } from '../../../lib/form-errors.ts';
import { useProfileForm } from '../hooks/use-profile-form.ts';
import { GenderField } from './profile-fields.tsx';
import { ProfileFormLayout } from './profile-form-layout.tsx';

type Values = BusinessProfileInput;
const FIELDS = [
  'companyName',
  'taxNumber',
  'companyPhone',
  'companyRepresentative',
  'gender',
  'email',
  'country',
  'address',
] as const;

function toBusinessValues(profile: Profile): Values {
  return {
    companyName: profile.companyName ?? '',
    taxNumber: profile.taxNumber ?? '',
    companyPhone: profile.companyPhone ?? '',
    companyRepresentative: profile.companyRepresentative ?? '',
    gender: profile.gender ?? '',
    email: profile.email ?? '',
    country: profile.country ?? '',
    province: profile.province ?? '',
    district: profile.district ?? '',
    village: profile.village ?? '',
    address: profile.address ?? '',
  };
}

/** Business account profile: customer code read-only; saving is allowed any time (spec 2 section 5). */
export function BusinessProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { form, errorOf, isSaving, layout } = useProfileForm<Values>({
    profile,
    resolver: zodResolver(businessProfileSchema),
    fields: FIELDS,
    toValues: toBusinessValues,
  });
  const { register, control, formState } = form;
  const { errors } = formState;

  return (
    <ProfileFormLayout {...layout} title={t('account.profile.companySection')} canSave={!isSaving}>
      <ReadOnlyField
        label={t('account.profile.customerCode')}
        value={profile.customerCode ?? ''}
        description={t('account.profile.customerCodeReadOnly')}
      />
      <CountedTextInput
        {...register('companyName')}
        control={control}
        limit={COMPANY_NAME_MAX_LENGTH}
        label={fieldLabel(t, 'companyName')}
        autoComplete="organization"
        error={errorOf('companyName')}
        required
      />
      <TextInput {...register('taxNumber')} label={fieldLabel(t, 'taxNumber')} error={errorOf('taxNumber')} required />
      <TextInput
        {...register('companyPhone')}
        label={fieldLabel(t, 'companyPhone')}
        type="tel"
        inputMode="numeric"
        error={errorOf('companyPhone')}
        required
      />
      <CountedTextInput
        {...register('companyRepresentative')}
        control={control}
        limit={PERSON_NAME_MAX_LENGTH}
        label={fieldLabel(t, 'companyRepresentative')}
        error={errorOf('companyRepresentative')}
        required
      />
      <TextInput
        {...register('email')}
        label={fieldLabel(t, 'email')}
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        required
      />
      <GenderField control={control} name="gender" error={errors.gender?.message} />
    </ProfileFormLayout>
  );
}
