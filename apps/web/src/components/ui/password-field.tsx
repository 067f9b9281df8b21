import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { forwardRef } from 'react';

type PasswordFieldProps = PasswordInputProps & { showLabel: string; hideLabel: string };

/**
 * Password input whose show/hide toggle is a real, named, focusable button, so people
 * on a keyboard or a screen reader can check what they typed too.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { showLabel, hideLabel, ...props },
  ref,
) {
  const [isVisible, { toggle }] = useDisclosure(false);
  return (
    <PasswordInput
      ref={ref}
      {...props}
      visible={isVisible}
      onVisibilityChange={toggle}
      visibilityToggleIcon={({ reveal }) =>
        reveal ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />
      }
      visibilityToggleButtonProps={{
        tabIndex: 0,
        'aria-label': isVisible ? hideLabel : showLabel,
        'aria-pressed': isVisible,
      }}
    />
  );
});
