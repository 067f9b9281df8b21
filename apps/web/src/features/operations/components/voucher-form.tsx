import { Button, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CreateVoucherRequest, createVoucherRequestSchema } from '@skyparcel/domain/settings-contracts';
import { vietnamInstant } from '@skyparcel/domain/time-zones';
import { camelCase } from 'es-toolkit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { ApiError } from '../../../lib/api-client-error.ts';
import { useCreateVoucher } from '../api/settings-api.ts';
import { useAmountSeparators } from '../desk-format.ts';

type Amount = number | string;
type VoucherDraft = {
  code: string;
  titleVi: string;
  titleEn: string;
  titleKo: string;
  discountType: 'percent' | 'absolute';
  discountAmount: Amount;
  maxDiscount: Amount;
  /** As the browser's date-and-time field writes it (YYYY-MM-DDTHH:mm), read as Vietnamese time. */
  startsAt: string;
  endsAt: string;
  usageLimit: Amount;
  dailyLimit: Amount;
  perCustomerLimit: Amount;
};
type DraftField = keyof VoucherDraft;
type Problems = Partial<Record<DraftField, string>>;

const EMPTY: VoucherDraft = {
  code: '',
  titleVi: '',
  titleEn: '',
  titleKo: '',
  discountType: 'percent',
  discountAmount: '',
  maxDiscount: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  dailyLimit: '',
  perCustomerLimit: 1,
};

/** The API's field (snake_case from the server, a path from the schema) as the form names it. */
const DRAFT_FIELD: Record<string, DraftField> = { vi: 'titleVi', en: 'titleEn', ko: 'titleKo' };
const draftFieldOf = (field: string): DraftField => DRAFT_FIELD[field] ?? (camelCase(field) as DraftField);

const SENTINEL = '\u0000';

const optionalNumber = (value: Amount) => (value === '' ? null : Number(value));
const instantOf = (local: string) => {
  const [date, time] = local.split('T');
  return date && time ? vietnamInstant(date, time).toISOString() : '';
};

function requestOf(draft: VoucherDraft) {
  return {
    code: draft.code,
    title: { vi: draft.titleVi, en: draft.titleEn, ko: draft.titleKo },
    discountType: draft.discountType,
    discountAmount: draft.discountAmount === '' ? undefined : Number(draft.discountAmount),
    maxDiscount: draft.discountType === 'percent' ? optionalNumber(draft.maxDiscount) : null,
    startsAt: instantOf(draft.startsAt),
    endsAt: instantOf(draft.endsAt),
    usageLimit: optionalNumber(draft.usageLimit),
    dailyLimit: optionalNumber(draft.dailyLimit),
    perCustomerLimit: draft.perCustomerLimit === '' ? undefined : Number(draft.perCustomerLimit),
  };
}

/**
 * An admin's new voucher, in a dialog: titled in the three languages, a percent (with an optional
 * cap) or an amount off, its window in Vietnamese time and its limits. The domain's schema checks
 * it first; the server checks it again and says when the code is taken. What was typed stays.
 */
export function CreateVoucherDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const amountSeparators = useAmountSeparators();
  const [draft, setDraft] = useState<VoucherDraft>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const createVoucher = useCreateVoucher();
  const label = (field: DraftField) => t(`opsSettings.voucherForm.${field}`);
  const problemText = (field: DraftField, code: string) => {
    // A label inside the sentence is written in lower case ("Vui lòng nhập mã ưu đãi"), as the server does.
    const opensSentence = t(`validation.${code}`, { field: SENTINEL, defaultValue: '' }).startsWith(SENTINEL);
    const name = opensSentence ? label(field) : label(field).charAt(0).toLocaleLowerCase() + label(field).slice(1);
    return t(`validation.${code}`, { field: name, defaultValue: code });
  };
  const show = (errors: { field: string; code: string }[]) =>
    setProblems(
      Object.fromEntries(
        errors.map((error) => [draftFieldOf(error.field), problemText(draftFieldOf(error.field), error.code)]),
      ),
    );
  const change = (field: DraftField) => (value: string | number | null) => {
    setDraft((current) => ({ ...current, [field]: value ?? '' }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = createVoucherRequestSchema.safeParse(requestOf(draft));
    if (!parsed.success) {
      show(
        parsed.error.issues.map((issue) => {
          const field = draftFieldOf(String(issue.path.at(-1)));
          return { field, code: draft[field] === '' ? 'validation_required' : issue.message };
        }),
      );
      return;
    }
    createVoucher.mutate(parsed.data as CreateVoucherRequest, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          message: t('opsSettings.voucherForm.created', { code: parsed.data.code }),
        });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'VOUCHER_CODE_TAKEN') {
          setProblems({ code: error.message });
        } else if (error instanceof ApiError && error.fieldErrors.length > 0) {
          show(error.fieldErrors);
        } else {
          notifications.show({ color: 'red', title: t('opsSettings.voucherForm.failed'), message: error.message });
        }
      },
    });
  };

  const text = (field: DraftField) => ({
    label: label(field),
    value: String(draft[field]),
    onChange: (event: { currentTarget: { value: string } }) => change(field)(event.currentTarget.value),
    error: problems[field],
  });
  const amount = (field: DraftField) => ({
    label: label(field),
    value: draft[field] as Amount,
    onChange: change(field),
    error: problems[field],
    min: 1,
    allowNegative: false,
    allowDecimal: false,
    ...amountSeparators,
  });
  return (
    <FormDialog title={t('opsSettings.voucherForm.title')} onClose={onClose} onSubmit={submit} size="lg">
      <TextInput
        {...text('code')}
        description={t('opsSettings.voucherForm.codeHint')}
        autoCapitalize="characters"
        spellCheck={false}
        required
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput {...text('titleVi')} lang="vi" required />
        <TextInput {...text('titleEn')} lang="en" required />
        <TextInput {...text('titleKo')} lang="ko" required />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={label('discountType')}
          data={[
            { value: 'percent', label: t('opsSettings.voucherForm.percent') },
            { value: 'absolute', label: t('opsSettings.voucherForm.absolute') },
          ]}
          value={draft.discountType}
          onChange={change('discountType')}
          allowDeselect={false}
        />
        <NumberInput
          {...amount('discountAmount')}
          suffix={draft.discountType === 'percent' ? ' %' : ' ₫'}
          max={draft.discountType === 'percent' ? 100 : undefined}
          required
        />
        {draft.discountType === 'percent' ? <NumberInput {...amount('maxDiscount')} suffix=" ₫" /> : null}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          {...text('startsAt')}
          type="datetime-local"
          description={t('opsSettings.voucherForm.vietnamTime')}
          required
        />
        <TextInput {...text('endsAt')} type="datetime-local" required />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput {...amount('usageLimit')} description={t('opsSettings.voucherForm.noLimit')} />
        <NumberInput {...amount('dailyLimit')} description={t('opsSettings.voucherForm.noLimit')} />
        <NumberInput {...amount('perCustomerLimit')} required />
      </SimpleGrid>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={createVoucher.isPending}>
          {t('opsSettings.voucherForm.cancel')}
        </Button>
        <Button type="submit" loading={createVoucher.isPending}>
          {t('opsSettings.voucherForm.submit')}
        </Button>
      </Group>
    </FormDialog>
  );
}
