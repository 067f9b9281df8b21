import { ActionIcon, Button, FileButton, Group, Image, Input, Loader, Paper, Stack, Text } from '@mantine/core';
import { RECEIPT_MAX_BYTES, RECEIPTS_PER_ITEM } from '@skyparcel/domain/goods-declaration-rules';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReceiptImage, useUploadReceipt } from '../api/receipts.ts';

type ReceiptFieldProps = { value: string[]; onChange: (next: string[]) => void; error?: string };

/**
 * Up to three receipt images of an item (spec 1 section 5): each is uploaded when chosen, and the
 * server judges it by its content (png or jpeg) and size (under 3 MB), answering in the customer's
 * language when it refuses one. A file over the size is refused here first, without uploading it.
 */
export function ReceiptField({ value, onChange, error }: ReceiptFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadReceipt();
  const hintId = useId();
  const [tooLarge, setTooLarge] = useState(false);
  const choose = (file: File | null) => {
    if (!file) return;
    upload.reset();
    setTooLarge(file.size >= RECEIPT_MAX_BYTES);
    if (file.size >= RECEIPT_MAX_BYTES) return;
    upload.mutate(file, { onSuccess: (resUrl) => onChange([...value, resUrl]) });
  };
  const isFull = value.length >= RECEIPTS_PER_ITEM;
  const uploadError = tooLarge
    ? t('errors.do_not_upload_file_more_than_3mb')
    : upload.isError
      ? upload.error.message
      : undefined;
  return (
    <Input.Wrapper
      label={t('declarations.receipts', { max: RECEIPTS_PER_ITEM })}
      description={t('declarations.receiptsHint')}
      error={uploadError ?? error}
      id={hintId}
    >
      <Stack gap="xs" mt={4}>
        {value.length > 0 ? (
          <Group gap="xs">
            {value.map((resUrl, index) => (
              <ReceiptThumb
                key={resUrl}
                resUrl={resUrl}
                label={t('declarations.receiptN', { n: index + 1 })}
                onRemove={() => onChange(value.filter((other) => other !== resUrl))}
              />
            ))}
          </Group>
        ) : null}
        <FileButton onChange={choose} accept="image/png,image/jpeg" disabled={isFull || upload.isPending}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={upload.isPending ? <Loader size={14} /> : <IconPhotoPlus size={16} aria-hidden />}
              disabled={isFull || upload.isPending}
              w="fit-content"
            >
              {upload.isPending ? t('declarations.uploading') : t('declarations.addReceipt')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  );
}

/** A receipt image, small; with `onRemove`, a button that takes it off the item. */
export function ReceiptThumb({ resUrl, label, onRemove }: { resUrl: string; label: string; onRemove?: () => void }) {
  const { t } = useTranslation();
  const image = useReceiptImage(resUrl);
  return (
    <Paper withBorder radius="sm" pos="relative" w={72} h={72} style={{ overflow: 'hidden' }}>
      {image.data ? (
        <Image src={image.data} alt={label} w={72} h={72} fit="cover" />
      ) : (
        <Text size="xs" c="dimmed" p={4}>
          {label}
        </Text>
      )}
      {onRemove ? (
        <ActionIcon
          size="sm"
          variant="filled"
          color="dark"
          pos="absolute"
          top={2}
          right={2}
          onClick={onRemove}
          aria-label={t('declarations.removeReceipt', { label })}
        >
          <IconX size={12} aria-hidden />
        </ActionIcon>
      ) : null}
    </Paper>
  );
}
