import { Center, Loader } from '@mantine/core';

/** A part of a page still loading: a spinner that screen readers announce by what is loading. */
export function LoadingState({ label, py = 'xl' }: { label: string; py?: 'lg' | 'xl' }) {
  return (
    <Center py={py} role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
