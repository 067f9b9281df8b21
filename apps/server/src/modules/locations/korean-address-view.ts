import type { Language } from '@skyparcel/domain/locale';
import type { KoreanAddress } from '@skyparcel/domain/location-contracts';
import { formatLocationId } from '@skyparcel/domain/location-id';
import type { JusoAddress } from '../../integrations/juso/juso-client.ts';
import { addressPartName } from './division-view.ts';
import type { PostCodeAreaRow } from './post-code-repository.ts';

/** A post code area as the search answers it, names in the reader's language. */
export function postCodeAreaView(area: PostCodeAreaRow, language: Language): KoreanAddress {
  return {
    postCode: area.postCode,
    locId: formatLocationId({
      country: area.village.country,
      province: area.provinceCode,
      district: area.districtCode,
      village: area.villageCode,
    }),
    sido: addressPartName(area.province, language),
    sigungu: addressPartName(area.district, language),
    eupMyeonDong: addressPartName(area.village, language),
    lat: area.lat,
    lng: area.lng,
    isSharedCode: area.areaCount > 1,
    roadAddress: null,
    street: null,
    jibunAddress: null,
    englishAddress: null,
    buildingName: null,
  };
}

/** A road address placed in the post code area it belongs to. */
export function roadAddressView(address: JusoAddress, area: PostCodeAreaRow, language: Language): KoreanAddress {
  return {
    ...postCodeAreaView(area, language),
    roadAddress: address.roadAddr || null,
    street: address.rn ? [address.rn, buildingNumber(address)].filter(Boolean).join(' ') : null,
    jibunAddress: address.jibunAddr || null,
    englishAddress: address.engAddr || null,
    buildingName: address.bdNm || null,
  };
}

/** "4" or "4-1": the main and sub building numbers (a sub number of 0 means none). */
function buildingNumber(address: JusoAddress): string {
  if (!address.buldMnnm) return '';
  return address.buldSlno && address.buldSlno !== '0' ? `${address.buldMnnm}-${address.buldSlno}` : address.buldMnnm;
}
