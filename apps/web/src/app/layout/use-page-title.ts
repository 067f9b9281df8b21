import { useDocumentTitle } from '@mantine/hooks';

/** Each page names itself in the tab title, which screen readers announce on arrival. */
export function usePageTitle(title: string) {
  useDocumentTitle(title ? `${title} | SkyParcel` : 'SkyParcel');
}
