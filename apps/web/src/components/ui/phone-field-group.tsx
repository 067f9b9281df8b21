import { Flex, NativeSelect, type NativeSelectProps, TextInput, type TextInputProps } from '@mantine/core';

type PhoneFieldGroupProps = { prefixProps: NativeSelectProps; phoneProps: TextInputProps };

/** Country prefix and national number side by side, stacked on phones. */
export function PhoneFieldGroup({ prefixProps, phoneProps }: PhoneFieldGroupProps) {
  return (
    <Flex gap="sm" align="flex-start" direction={{ base: 'column', xs: 'row' }}>
      <NativeSelect size="md" w={{ base: '100%', xs: 170 }} style={{ flexShrink: 0 }} {...prefixProps} />
      <TextInput
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        w={{ base: '100%', xs: 'auto' }}
        style={{ flex: 1, minWidth: 0 }}
        {...phoneProps}
      />
    </Flex>
  );
}
