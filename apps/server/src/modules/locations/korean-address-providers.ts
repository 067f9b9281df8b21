import type { Language } from '@skyparcel/domain/locale';
import type { KoreanAddress, KoreanAddressSource } from '@skyparcel/domain/location-contracts';
import { foldWithoutHyphens } from '@skyparcel/domain/text-fold';
import type { Database } from '../../db/database.ts';
import type { JusoAddress, JusoClient } from '../../integrations/juso/juso-client.ts';
import { postCodeAreaView, roadAddressView } from './korean-address-view.ts';
import type { KoreanDivisionScope } from './korean-division-scope.ts';
import {
  findAreasOfPostCodes,
  type PostCodeAreaFilter,
  type PostCodeAreaRow,
  searchPostCodeAreas,
} from './post-code-repository.ts';

export type KoreanAddressQuery = {
  scope: KoreanDivisionScope;
  search: string;
  page: number;
  pageSize: number;
  language: Language;
};
export type KoreanAddressPage = { items: KoreanAddress[]; total: number; source: KoreanAddressSource };

/**
 * What the Korean address form searches. Two implementations, as for geocoding: post code areas
 * offline on our data (default), or road addresses from juso.go.kr when JUSO_API_KEY is set.
 */
export type KoreanAddressProvider = {
  readonly name: 'offline' | 'juso';
  search(query: KoreanAddressQuery): Promise<KoreanAddressPage>;
};

/** Post code areas of the division, by post code prefix or by words of their names. */
export function createOfflineKoreanAddressProvider(db: Database): KoreanAddressProvider {
  return {
    name: 'offline',
    async search({ scope, search, page, pageSize, language }) {
      const words = search.split(/\s+/).filter(Boolean);
      const codePrefix = words.find((word) => /^\d+$/.test(word));
      const filter: PostCodeAreaFilter = {
        provinceCode: scope.province?.code,
        districtCode: scope.district?.code,
        villageCode: scope.village?.code,
        codePrefix,
        words: words
          .filter((word) => word !== codePrefix)
          .map(foldWithoutHyphens)
          .filter(Boolean),
      };
      const { rows, total } = await searchPostCodeAreas(db, filter, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { items: rows.map((row) => postCodeAreaView(row, language)), total, source: 'post-codes' };
    },
  };
}

/**
 * Road addresses from juso.go.kr, searched with the division's Korean names before the words,
 * each placed in our post code area of its zipNo (the service gives no point). Addresses whose
 * post code is not in our data, or that fall outside the sido or si/gun/gu, are left out.
 */
export function createJusoKoreanAddressProvider(db: Database, client: JusoClient): KoreanAddressProvider {
  return {
    name: 'juso',
    async search({ scope, search, page, pageSize, language }) {
      const names = [scope.province, scope.district].flatMap((unit) => (unit ? [unit.nameLocal] : []));
      const { totalCount, addresses } = await client.search({
        keyword: [...names, search].join(' '),
        page,
        pageSize,
      });
      const areas = await findAreasOfPostCodes(db, [...new Set(addresses.map((address) => address.zipNo))]);
      const items = addresses.flatMap((address) => {
        const area = areaOf(address, areas);
        const isInScope =
          area &&
          (!scope.province || area.provinceCode === scope.province.code) &&
          (!scope.district || area.districtCode === scope.district.code);
        return isInScope ? [roadAddressView(address, area, language)] : [];
      });
      return { items, total: totalCount, source: 'road-addresses' };
    },
  };
}

/** Of the areas a post code serves, the one in the address's si/gun/gu and eup/myeon/dong if named. */
function areaOf(address: JusoAddress, areas: PostCodeAreaRow[]): PostCodeAreaRow | undefined {
  const ofCode = areas.filter((area) => area.postCode === address.zipNo);
  const compact = (text: string) => text.replace(/\s+/g, '');
  const inDistrict = ofCode.filter((area) => compact(area.district.nameLocal) === compact(address.sggNm));
  const candidates = inDistrict.length > 0 ? inDistrict : ofCode;
  return candidates.find((area) => area.village.nameLocal === address.emdNm) ?? candidates[0];
}
