import type { ApiFailure } from '@skyparcel/domain/api-envelope';
import { camelizeKeys, snakeizeKeys } from '@skyparcel/domain/case-keys';
import { type ErrorCode, isErrorCode } from '@skyparcel/domain/error-codes';
import { normalizeLanguage } from '@skyparcel/domain/locale';
import i18n from 'i18next';
import { env } from '../config/env.ts';
import { ApiError } from './api-client-error.ts';
import { clearStoredAuth, getStoredAuth } from './auth-storage.ts';
import { queryClient } from './query-client.ts';

/*
 * The one door to the API (the wire conventions (API.md)): adds the bearer token and the UI language,
 * turns camelCase bodies into snake_case and back, unwraps the envelope and turns
 * failures into ApiError. A 401 ends the session everywhere (spec 1 section 6).
 */

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body, written in camelCase; sent as snake_case. */
  body?: unknown;
  /** Form-encoded body, sent with its keys exactly as given (PUT /v1/user/password). */
  form?: Record<string, string>;
  /** A multipart body (a file upload); the browser writes its Content-Type with the boundary. */
  multipart?: FormData;
  /** Calls that need no session (login, register) send no token and never trigger the 401 sign-out. */
  isPublic?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key on order creation. */
  headers?: Record<string, string>;
};

export type ApiResult<T> = { data: T; meta: Record<string, unknown> };

let onUnauthorized: () => void = () => window.location.assign('/auth');

/** The app tells the client how to reach the sign-in page without a full reload. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function currentLanguage(): string {
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}

function buildHeaders(options: RequestOptions, token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  if (options.form) headers.set('Content-Type', 'application/x-www-form-urlencoded');
  else if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  return headers;
}

function buildBody(options: RequestOptions): BodyInit | undefined {
  if (options.multipart) return options.multipart;
  if (options.form) return new URLSearchParams(options.form);
  if (options.body === undefined) return undefined;
  return JSON.stringify(snakeizeKeys(options.body));
}

function endSession(): void {
  clearStoredAuth();
  onUnauthorized();
  // The cached profile is the persisted login: drop it with the token.
  queryClient.clear();
}

function unauthorizedError(): ApiError {
  return new ApiError({ status: 401, code: 'UNAUTHORIZED', message: i18n.t('errors.UNAUTHORIZED') });
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const token = options.isPublic ? null : (getStoredAuth()?.accessToken ?? null);
  if (!options.isPublic && !token) {
    endSession();
    throw unauthorizedError();
  }
  const response = await send(path, options, token);
  const payload = await readJson(response);
  if (!response.ok || payload?.status !== true) {
    const error = await toApiError(response, payload);
    if (error.status === 401 && !options.isPublic) endSession();
    throw error;
  }
  return {
    data: camelizeKeys(payload.data ?? null) as T,
    meta: camelizeKeys(payload.meta ?? {}) as Record<string, unknown>,
  };
}

/** A signed-in call that answers a file (a waybill's PDF, a receipt image): its bytes, or the API's error as apiRequest throws it. */
export async function apiDownload(path: string): Promise<Blob> {
  return (await downloadResponse(path)).blob();
}

/**
 * A file the server names (Content-Disposition), with that name; the fallback when it names none.
 * A POST with a JSON body where what the file is made of is too long for a URL (an import's rows).
 */
export async function apiDownloadFile(
  path: string,
  fallbackName: string,
  options: Pick<RequestOptions, 'method' | 'body'> = {},
): Promise<{ file: Blob; name: string }> {
  const response = await downloadResponse(path, options);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { file: await response.blob(), name: named?.[1] ?? fallbackName };
}

/** A call whose answer is a file rather than the envelope: a failure is still the envelope, as ApiError. */
async function downloadResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const token = getStoredAuth()?.accessToken ?? null;
  if (!token) {
    endSession();
    throw unauthorizedError();
  }
  const response = await send(path, options, token);
  if (!response.ok) {
    const error = await toApiError(response, await readJson(response));
    if (error.status === 401) endSession();
    throw error;
  }
  return response;
}

/**
 * Every call (the content service's too) is sent from a task of its own. A page's first commit starts all the queries it shows
 * at once, and each fetch() costs about 2 ms of the main thread here (8 ms on a phone), which would
 * otherwise all add to that commit's task (issue 35). `scheduler.yield` keeps the call's place in
 * line; where it is missing, a timer does the same.
 */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  await nextTask();
  try {
    return await fetch(`${env.apiUrl}${path}`, {
      method: options.method ?? 'GET',
      headers: buildHeaders(options, token),
      body: buildBody(options),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: i18n.t('common.networkError') });
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the envelope is checked field by field below.
async function readJson(response: Response): Promise<any> {
  const isJson = response.headers.get('content-type')?.includes('json');
  if (!isJson) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export async function toApiError(response: Pick<Response, 'status' | 'headers'>, payload: unknown): Promise<ApiError> {
  const failure = payload as Partial<ApiFailure> | null;
  const code =
    typeof failure?.code === 'string' && isErrorCode(failure.code) ? failure.code : fallbackCode(response.status);
  const retryAfter = Number(response.headers.get('retry-after'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
  const message =
    typeof failure?.message === 'string' && failure.message
      ? failure.message
      : await fallbackMessage(code, retryAfterSeconds);
  return new ApiError({
    status: response.status,
    code,
    message,
    data: failure?.data == null ? null : camelizeKeys(failure.data),
    retryAfterSeconds,
  });
}

/**
 * The catalogue's text when the server sent none; a wait is worded as the server words it ("about
 * 15 minutes"). Rare, so the time wording (and its date library) is fetched only then.
 */
async function fallbackMessage(code: ErrorCode, retryAfterSeconds: number | null): Promise<string> {
  const { formatWait } = await import('@skyparcel/domain/wait-format');
  const wait = formatWait(retryAfterSeconds ?? 60, normalizeLanguage(currentLanguage()));
  return i18n.t(`errors.${code}`, { wait });
}

function fallbackCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR';
}

/** The content service (spec 1 section 3, "Site settings"): public, camelCase, plain GraphQL. */
export async function graphqlRequest<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  let response: Response;
  await nextTask();
  try {
    response = await fetch(`${env.apiUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': currentLanguage() },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: i18n.t('common.networkError') });
  }
  const payload = (await readJson(response)) as { data?: T; errors?: { message: string }[] } | null;
  if (!response.ok || !payload?.data || payload.errors?.length) {
    throw new ApiError({
      status: response.status,
      code: 'INTERNAL_ERROR',
      message: payload?.errors?.[0]?.message ?? i18n.t('errors.INTERNAL_ERROR'),
    });
  }
  return payload.data;
}
