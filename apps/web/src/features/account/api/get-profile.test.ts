import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredAuth, setStoredAuth } from '../../../lib/auth-storage.ts';
import { getProfile } from './get-profile.ts';

const profileAnswer = (type: 'P' | 'B', hasCargoContract: boolean) =>
  new Response(JSON.stringify({ status: true, data: { type, has_cargo_contract: hasCargoContract } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** The frames the server may send this browser, as the cookie says (packages/domain page-frames.ts). */
const framesCookie = () => /(?:^|; )frames=([^;]*)/.exec(document.cookie)?.[1];
/** The session the server may draw this browser's pages with (the order detail with its order). */
const pageSessionCookie = () => /(?:^|; )page_session=([^;]*)/.exec(document.cookie)?.[1];

describe('the profile tells the server which first frames to send', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    setStoredAuth('token-123', 3600);
  });
  afterEach(() => {
    clearStoredAuth();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('marks a personal account and a business one without a contract as signed in, not Cargo Direct', async () => {
    fetchMock.mockResolvedValueOnce(profileAnswer('P', false));
    await getProfile();
    expect(framesCookie()).toBe('signed-in');
    fetchMock.mockResolvedValueOnce(profileAnswer('B', false));
    await getProfile();
    expect(framesCookie()).toBe('signed-in');
  });

  it('marks a business account with a contract for the Cargo Direct page and keeps the session; signing out forgets both', async () => {
    fetchMock.mockResolvedValueOnce(profileAnswer('B', true));
    await getProfile();
    expect(framesCookie()).toBe('cargo-direct');
    expect(pageSessionCookie()).toBe('token-123');
    clearStoredAuth();
    expect(framesCookie()).toBeUndefined();
    expect(pageSessionCookie()).toBeUndefined();
  });
});
