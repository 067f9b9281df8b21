import { AppError } from '../../http/app-error.ts';

/** One road address as juso.go.kr's addrLinkApi answers it (every value a string). */
export type JusoAddress = {
  roadAddr: string;
  jibunAddr: string;
  engAddr: string;
  zipNo: string;
  siNm: string;
  sggNm: string;
  emdNm: string;
  /** Road name. */
  rn: string;
  bdNm: string;
  admCd: string;
  rnMgtSn: string;
  bdMgtSn: string;
  buldMnnm: string;
  buldSlno: string;
};

export type JusoPage = { totalCount: number; addresses: JusoAddress[] };

export type JusoClient = {
  search(query: { keyword: string; page: number; pageSize: number }): Promise<JusoPage>;
};

type JusoAnswer = {
  results?: {
    common?: { errorCode?: string; errorMessage?: string; totalCount?: string };
    juso?: JusoAddress[] | null;
  };
};

/** The service answers at most 100 per page (countPerPage). */
const MAX_PAGE_SIZE = 100;
const DEFAULT_TIMEOUT_MS = 5000;

/**
 * Keyword problems the customer can fix (juso's own error codes): E0006 "type the address in
 * more detail", E0015 "too many results"; E0008-E0013 a keyword it cannot search by (one letter,
 * digits or signs only, too long, SQL words).
 */
const NEEDS_DETAIL = new Set(['E0006', 'E0015']);
const KEYWORD_INVALID = new Set(['E0008', 'E0009', 'E0010', 'E0011', 'E0012', 'E0013']);

/**
 * The official road-address search of the Ministry of the Interior and Safety (business.juso.go.kr
 * addrLinkApi.do, JSON). E0005 (no keyword) is the caller's validation error; a bad or expired
 * key (E0001, E0014), a system error (-999), a timeout or an unreadable answer is
 * KOREAN_ADDRESS_SERVICE_ERROR, which the caller may answer from the offline data instead.
 */
export function createJusoClient(options: { apiKey: string; baseUrl: string; timeoutMs?: number }): JusoClient {
  return {
    async search({ keyword, page, pageSize }) {
      const url = new URL('/addrlink/addrLinkApi.do', options.baseUrl);
      url.search = new URLSearchParams({
        confmKey: options.apiKey,
        keyword,
        currentPage: String(page),
        countPerPage: String(Math.min(pageSize, MAX_PAGE_SIZE)),
        resultType: 'json',
      }).toString();
      const answer = await fetchAnswer(url, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const common = answer.results?.common;
      const errorCode = common?.errorCode ?? '';
      if (errorCode === '0') {
        return { totalCount: Number(common?.totalCount ?? 0) || 0, addresses: answer.results?.juso ?? [] };
      }
      const cause = new Error(`juso ${errorCode}: ${common?.errorMessage ?? ''}`);
      if (errorCode === 'E0005') throw AppError.validation([{ field: 'search', code: 'validation_required' }]);
      if (NEEDS_DETAIL.has(errorCode)) throw new AppError('KOREAN_ADDRESS_NEEDS_DETAIL', { cause });
      if (KEYWORD_INVALID.has(errorCode)) throw new AppError('KOREAN_ADDRESS_KEYWORD_INVALID', { cause });
      throw new AppError('KOREAN_ADDRESS_SERVICE_ERROR', { cause });
    },
  };
}

async function fetchAnswer(url: URL, timeoutMs: number): Promise<JusoAnswer> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`juso answered HTTP ${response.status}`);
    return (await response.json()) as JusoAnswer;
  } catch (cause) {
    throw new AppError('KOREAN_ADDRESS_SERVICE_ERROR', { cause });
  }
}
