// @module-tag database-free
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { type StandInServer, startStandInServer } from '../../test/stand-in-server.ts';
import { createJusoClient } from './juso-client.ts';
import { jusoAnswer, SAJIK_ADDRESS } from './juso-stand-in.ts';

/** A stand-in for business.juso.go.kr on loopback, answering what each test sets. */
let jusoService: StandInServer;
beforeAll(async () => {
  jusoService = await startStandInServer();
});
afterAll(() => jusoService.close());
beforeEach(() => {
  jusoService.reset({ body: jusoAnswer('0', [SAJIK_ADDRESS], 1) });
});

const client = (timeoutMs?: number) =>
  createJusoClient({ apiKey: 'test-key', baseUrl: jusoService.baseUrl, timeoutMs });
const search = (keyword = '사직로 8길', timeoutMs?: number) =>
  client(timeoutMs).search({ keyword, page: 2, pageSize: 20 });
const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('juso.go.kr road-address client', () => {
  it('asks addrLinkApi.do for JSON with the key, keyword and page, and reads the addresses', async () => {
    const page = await search();
    expect(jusoService.lastUrl().pathname).toBe('/addrlink/addrLinkApi.do');
    expect(Object.fromEntries(jusoService.lastUrl().searchParams)).toEqual({
      confmKey: 'test-key',
      keyword: '사직로 8길',
      currentPage: '2',
      countPerPage: '20',
      resultType: 'json',
    });
    expect(page.totalCount).toBe(1);
    expect(page.addresses).toEqual([SAJIK_ADDRESS]);
  });

  it('answers no addresses as an empty page', async () => {
    jusoService.answer({ body: jusoAnswer('0', [], 0) });
    expect(await search()).toEqual({ totalCount: 0, addresses: [] });
  });

  it('turns E0005 (no keyword) into a validation error on search', async () => {
    jusoService.answer({ body: jusoAnswer('E0005', null, 0, '검색어가 입력되지 않았습니다.') });
    const error = await failureOf(search(''));
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.options.fields).toEqual([{ field: 'search', code: 'validation_required' }]);
  });

  it('asks for more detail on E0006 and refuses keywords juso cannot search by', async () => {
    jusoService.answer({ body: jusoAnswer('E0006', null, 0, '주소를 상세히 입력해 주시기 바랍니다.') });
    expect((await failureOf(search('서울'))).code).toBe('KOREAN_ADDRESS_NEEDS_DETAIL');
    jusoService.answer({ body: jusoAnswer('E0008', null, 0, '검색어는 두글자 이상 입력되어야 합니다.') });
    const keyword = await failureOf(search('가'));
    expect(keyword.code).toBe('KOREAN_ADDRESS_KEYWORD_INVALID');
    expect(keyword.statusCode).toBe(422);
  });

  it('treats a refused key (E0001), a system error (-999) and an HTTP failure as the service failing', async () => {
    for (const body of [
      jusoAnswer('E0001', null, 0, '승인되지 않은 KEY 입니다.'),
      jusoAnswer('-999', null, 0, '시스템에러'),
    ]) {
      jusoService.answer({ body });
      const error = await failureOf(search());
      expect(error.code).toBe('KOREAN_ADDRESS_SERVICE_ERROR');
      expect(error.statusCode).toBe(503);
    }
    jusoService.answer({ status: 502, body: 'bad gateway' });
    expect((await failureOf(search())).code).toBe('KOREAN_ADDRESS_SERVICE_ERROR');
  });

  it('gives up after its timeout', async () => {
    jusoService.answer({ body: jusoAnswer('0', [SAJIK_ADDRESS], 1), delayMs: 500 });
    const error = await failureOf(search('사직로', 50));
    expect(error.code).toBe('KOREAN_ADDRESS_SERVICE_ERROR');
  });
});
