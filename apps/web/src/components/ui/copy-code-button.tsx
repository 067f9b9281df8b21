import { Button, type ButtonProps, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type CopyCodeButtonProps = Pick<ButtonProps, 'size' | 'variant'> & {
  code: string;
  /** The button's name when the code is not written beside it (a list of codes). */
  label?: string;
};

/** Copies a code and says so for a moment, politely to screen readers (spec 2 section 2: copy buttons). */
export function CopyCodeButton({ code, label, size = 'compact-sm', variant = 'subtle' }: CopyCodeButtonProps) {
  const { t } = useTranslation();
  return (
    <CopyButton value={code} timeout={2500}>
      {({ copied, copy }) => (
        <Button
          size={size}
          variant={copied ? 'light' : variant}
          color={copied ? 'teal' : 'navy'}
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          onClick={copy}
          aria-live="polite"
          aria-label={copied || !label ? undefined : label}
          style={{ flexShrink: 0 }}
        >
          {copied ? t('common.copied') : t('common.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
