import { Center, Loader } from '@mantine/core';

/** Shown while the first route module of a visit loads. */
export function PageLoader() {
  return (
    <Center mih="60vh">
      <Loader aria-hidden />
    </Center>
  );
}
