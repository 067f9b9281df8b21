import { KOREA_COUNTRY } from '@skyparcel/domain/location-id';
import { type Control, useWatch } from 'react-hook-form';
import type { AddressFormValues } from '../../../features/addresses/form-values.ts';
import { useLocations } from '../../../features/locations/api/get-locations.ts';
import type { KoreanSearchScope } from '../../../features/locations/components/korean-post-code-search.tsx';

/**
 * The deepest Korean division chosen in the form ("1-11-11010"), named as its selects show it,
 * for the post code search; null before a sido is chosen or outside Korea. The option lists are
 * the selects' own cached queries.
 */
export function useKoreanSearchScope(control: Control<AddressFormValues>): KoreanSearchScope | null {
  const [country, province, chosenDistrict, village] = useWatch({
    control,
    name: ['country', 'province', 'district', 'village'],
  });
  const district = chosenDistrict ?? undefined;
  const isKorea = country === KOREA_COUNTRY;
  const provinces = useLocations({ level: 'province', country }, isKorea && Boolean(province));
  const districts = useLocations({ level: 'district', country, parent: province }, isKorea && Boolean(district));
  const villages = useLocations({ level: 'village', country, parent: district }, isKorea && Boolean(village));
  if (!isKorea || !province) return null;

  const chosen = [
    { code: province, options: provinces.data },
    { code: district, options: districts.data },
    { code: village, options: villages.data },
  ];
  // Only levels chosen in order: a dong without its district cannot scope the search.
  const firstGap = chosen.findIndex((level) => !level.code);
  const levels = firstGap === -1 ? chosen : chosen.slice(0, firstGap);
  return {
    locId: [KOREA_COUNTRY, ...levels.map((level) => level.code)].join('-'),
    label: levels
      .map((level) => level.options?.find((option) => option.value === level.code)?.label ?? level.code)
      .join(' '),
  };
}
