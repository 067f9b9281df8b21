import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setUnauthorizedHandler, toApiError } from './api-client.ts';
import { ApiError } from './api-client-error.ts';
import { AUTH_STORAGE_KEY, getStoredAuth, setStoredAuth } from './auth-storage.ts';
import { i18nReady } from './i18n.ts';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setUnauthorizedHandler(onUnauthorized);
    localStorage.clear();
    setStoredAuth('token-123', 3600);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onUnauthorized.mockReset();
  });

  it('sends camelCase bodies as snake_case with the token and reads answers back as camelCase', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { status: true, data: { customer_code: 'B1', has_cargo_contract: true } }),
    );

    const { data } = await apiRequest<{ customerCode: string; hasCargoContract: boolean }>('/v1/user/profile', {
      method: 'PUT',
      body: { companyName: 'Acme', idenNumber: '123' },
    });

    expect(data).toEqual({ customerCode: 'B1', hasCargoContract: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/user/profile');
    expect(JSON.parse(init?.body as string)).toEqual({ company_name: 'Acme', iden_number: '123' });
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-123');
    expect(headers.get('Accept-Language')).toBeTruthy();
  });

  it('sends the request from a later task, not inside the render or commit that asked for it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: true, data: { ok: true } }));
    const answer = apiRequest<{ ok: boolean }>('/v1/user/profile');
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await answer).data).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('sends form bodies with their keys untouched', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: true, data: null }));
    await apiRequest('/v1/user/password', { method: 'PUT', form: { newPassword: 'a1', oldPassword: 'b2' } });
    const init = fetchMock.mock.calls[0][1];
    expect(String(init?.body)).toBe('newPassword=a1&oldPassword=b2');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it('turns a failure envelope into an ApiError with camelCase details', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        status: false,
        code: 'VALIDATION_ERROR',
        message: 'Bad input',
        data: { fields: [{ field: 'iden_number', code: 'invalid_CMND_CCCD', message: 'x' }] },
      }),
    );
    const error = await apiRequest('/v1/user/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Bad input' });
    expect((error as ApiError).fieldErrors).toEqual([
      { field: 'iden_number', code: 'invalid_CMND_CCCD', message: 'x' },
    ]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session on a 401', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { status: false, code: 'UNAUTHORIZED', message: 'Expired', data: null }),
    );
    await expect(apiRequest('/v1/user/profile')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(getStoredAuth()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not end a session when the sign-in call itself is refused', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { status: false, code: 'INVALID_CREDENTIALS', message: 'No', data: null }),
    );
    await expect(apiRequest('/v1/auth/login', { method: 'POST', body: {}, isPublic: true })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBeNull();
  });

  it('does not call the API without a session', async () => {
    localStorage.clear();
    await expect(apiRequest('/v1/user/profile')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a network failure as an ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/v1/user/profile')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('toApiError', () => {
  beforeAll(() => i18nReady);

  it('reads Retry-After and falls back to a code for bodies that are not envelopes', async () => {
    const error = await toApiError({ status: 429, headers: new Headers({ 'retry-after': '30' }) }, null);
    expect(error).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 30 });
  });

  it('words the wait of a 429 without a message as a person would', async () => {
    const error = await toApiError({ status: 429, headers: new Headers({ 'retry-after': '894' }) }, null);
    expect(error.message).toBe('Too many attempts. Please wait about 15 minutes and try again.');
  });
});
