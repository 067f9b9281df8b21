import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveAddress } from '../../../features/addresses/api/save-address.ts';
import { ADDRESS_FORM_FIELDS, type AddressFormValues, toPayload } from '../../../features/addresses/form-values.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { AddressRecheck } from '../address-recheck.tsx';

/** Long enough to read the toast before the page changes (spec 2 section 9). */
const REDIRECT_DELAY_MS = 500;

type Options = { id?: string; returnTo: string; setError: UseFormSetError<AddressFormValues> };

/**
 * Submitting opens the recheck popup; only its confirm saves (spec 2 "Address screens").
 * A saved address shows a toast and goes back after 500 ms; a failed one keeps the form
 * as typed, with the server's field errors under their fields.
 */
export function useAddressSave({ id, returnTo, setError }: Options) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const mutation = useSaveAddress({
    onSuccess: () => {
      notifications.show({
        color: 'teal',
        message: t(id ? 'toast.message_update_success' : 'toast.message_create_success'),
      });
      redirectTimer.current = window.setTimeout(() => void navigate(returnTo), REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      applyServerFieldErrors(error, setError, ADDRESS_FORM_FIELDS);
      notifications.show({
        color: 'red',
        title: t(id ? 'toast.message_update_error' : 'toast.message_create_error'),
        message: error.message,
      });
    },
  });

  const openRecheck = (values: AddressFormValues) =>
    modals.openConfirmModal({
      title: t('addresses.recheck.title'),
      children: <AddressRecheck values={values} />,
      labels: { confirm: t('addresses.recheck.save'), cancel: t('addresses.recheck.checkAgain') },
      onConfirm: () => mutation.mutate({ id, payload: toPayload(values) }),
    });

  // After success the form stays locked until the page changes, so it cannot be sent twice.
  return { openRecheck, isSaving: mutation.isPending || mutation.isSuccess };
}
