import { useLocations } from '../api/get-locations.ts';

type RouteEnd = { country: string; province: string; provinceName: string };

/**
 * A province's name in the current UI language, from the province list (asked again when the
 * language changes); the name given with the place stands in while it loads or if it fails.
 */
export function useProvinceName(end: RouteEnd | null | undefined): string | null {
  const provinces = useLocations({ level: 'province', country: end?.country ?? '' }, Boolean(end));
  if (!end) return null;
  return provinces.data?.find((option) => option.value === end.province)?.label ?? end.provinceName;
}
