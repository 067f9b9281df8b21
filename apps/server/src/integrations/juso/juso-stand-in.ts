import type { JusoAddress } from './juso-client.ts';

/**
 * Answers in the exact JSON of business.juso.go.kr addrLinkApi.do (resultType=json: every value
 * a string, `juso` null on errors), for the stand-in servers of the tests.
 */
export function jusoAnswer(errorCode: string, juso: JusoAddress[] | null, totalCount: number, errorMessage = '정상') {
  return {
    results: {
      common: {
        errorMessage,
        countPerPage: '20',
        totalCount: String(totalCount),
        errorCode,
        currentPage: '1',
      },
      juso,
    },
  };
}

/** A real-looking road address in 사직동, 종로구 (post code 03028). */
export const SAJIK_ADDRESS: JusoAddress = {
  roadAddr: '서울특별시 종로구 사직로8길 4 (사직동)',
  jibunAddr: '서울특별시 종로구 사직동 311-1',
  engAddr: '4 Sajik-ro 8-gil, Jongno-gu, Seoul',
  zipNo: '03028',
  siNm: '서울특별시',
  sggNm: '종로구',
  emdNm: '사직동',
  rn: '사직로8길',
  bdNm: '사직빌딩',
  admCd: '1111011900',
  rnMgtSn: '111103100014',
  bdMgtSn: '1111011900103110001000001',
  buldMnnm: '4',
  buldSlno: '0',
};
