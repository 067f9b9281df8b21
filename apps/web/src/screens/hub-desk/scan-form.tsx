import { Button, TextInput } from '@mantine/core';
import { ORDER_CODE_PATTERN } from '@skyparcel/domain/tracking-codes';
import { IconBarcode } from '@tabler/icons-react';
import { type FormEvent, type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type ScanFormProps = {
  /** The code shown now, so the field starts with it after a reload. */
  code: string | null;
  onScan: (code: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
};

/**
 * The desk's one field: a keyboard-wedge scanner types the waybill's Code 128 and Enter into it,
 * as a clerk typing the code would. A code that cannot be an order's is refused here, without a call.
 */
export function ScanForm({ code, onScan, inputRef }: ScanFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(code ?? '');
  const [isInvalid, setIsInvalid] = useState(false);
  useEffect(() => setValue(code ?? ''), [code]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim().toUpperCase();
    if (!ORDER_CODE_PATTERN.test(typed)) {
      setIsInvalid(true);
      return;
    }
    setIsInvalid(false);
    setValue(typed);
    onScan(typed);
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        ref={inputRef}
        size="md"
        label={t('hubDesk.scanLabel')}
        description={t('hubDesk.scanHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        leftSection={<IconBarcode size={20} aria-hidden />}
        rightSectionWidth={96}
        rightSection={
          <Button type="submit" size="compact-md" mr={6}>
            {t('hubDesk.scanAction')}
          </Button>
        }
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setIsInvalid(false);
        }}
        error={isInvalid ? t('hubDesk.scanInvalid') : undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // The desk's whole purpose is this field: a scanner types into it at once.
        autoFocus
      />
    </form>
  );
}
