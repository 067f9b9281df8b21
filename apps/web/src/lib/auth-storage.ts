import { DRAWN_SIGNED_IN_ATTRIBUTE } from '@skyparcel/domain/page-frames';
import { forgetSignedInPages } from './frame-audience.ts';

/**
 * The stored sign-in (spec 1 section 6: "stored auth info"). It lives in localStorage so
 * a reload keeps the session, and is observable so the router reacts the moment the
 * API client clears it after a 401.
 */
export const AUTH_STORAGE_KEY = 'auth';

export type StoredAuth = { accessToken: string; expiresAt: number };

type Listener = () => void;
const listeners = new Set<Listener>();

function isStoredAuth(value: unknown): value is StoredAuth {
  const candidate = value as StoredAuth | null;
  return typeof candidate?.accessToken === 'string' && typeof candidate.expiresAt === 'number';
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null;
  }
}

// useSyncExternalStore needs a stable snapshot, so parse once per raw value.
let cachedRaw: string | null = null;
let cachedAuth: StoredAuth | null = null;

export function getStoredAuth(): StoredAuth | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedAuth = parse(raw);
  }
  // An expired token is as good as none: the server would answer 401 anyway.
  return cachedAuth && cachedAuth.expiresAt > Date.now() ? cachedAuth : null;
}

/**
 * The session as the page's HTML was drawn with it, which React's takeover (hydration) must render
 * alike: a page the server drew for the signed-in customer (apps/server/src/plugins/drawn-pages.ts)
 * signed in, a page prerendered at build time signed out. Read only while hydrating.
 */
export function getDrawnAuth(): StoredAuth | null {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  return root?.hasAttribute(DRAWN_SIGNED_IN_ATTRIBUTE) ? getStoredAuth() : null;
}

function parse(raw: string | null): StoredAuth | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredAuth(value) ? value : null;
  } catch {
    return null;
  }
}

export function setStoredAuth(accessToken: string, expiresInSeconds: number): void {
  const auth: StoredAuth = { accessToken, expiresAt: Date.now() + expiresInSeconds * 1000 };
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
  notify();
}

export function clearStoredAuth(): void {
  localStorage.removeItem(AUTH_STORAGE_KEY);
  forgetSignedInPages();
  notify();
}

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeToAuth(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing out should sign this one out too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
