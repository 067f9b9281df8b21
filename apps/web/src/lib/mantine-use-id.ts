import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), as the build puts it in Mantine's place (vite.config.ts,
 * `mantineInPlace`): the same `mantine-…` id from React's `useId`, kept for the component's life.
 * Mantine's own switches every id to a random one in a layout effect after the first render: every
 * input, popover, radio and checkbox drew twice on mount, the second time in the same task (on the
 * Cargo Direct bill, 194 components right after its 390 were drawn). React's id is unique in the
 * page and the same on the server, so the prerendered pages hydrate to the ids they were drawn with.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
