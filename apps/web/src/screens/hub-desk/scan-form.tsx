import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { ORDER_CODE_PATTERN } from '@skyparcel/domain/tracking-codes';
import { IconBarcode, IconCamera } from '@tabler/icons-react';
import { type FormEvent, lazy, type RefObject, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The camera and its barcode reader load only when a clerk opens them.
const CameraScanDialog = lazy(async () => ({ default: (await import('./camera-scan-dialog.tsx')).CameraScanDialog }));
/** Whether this browser can offer a camera at all (a secure page with media devices). */
const canUseCamera = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

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
  const [isCameraOpen, setCameraOpen] = useState(false);
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
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          flex={1}
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
        {canUseCamera() ? (
          <ActionIcon
            size={42}
            mt={28}
            variant="light"
            aria-label={t('hubDesk.camera.open')}
            title={t('hubDesk.camera.open')}
            onClick={() => setCameraOpen(true)}
          >
            <IconCamera size={22} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
      {isCameraOpen ? (
        <Suspense fallback={null}>
          <CameraScanDialog
            onClose={() => setCameraOpen(false)}
            onScan={(scanned) => {
              setCameraOpen(false);
              setValue(scanned);
              onScan(scanned);
            }}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
