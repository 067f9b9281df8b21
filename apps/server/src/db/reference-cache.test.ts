import { describe, expect, it, vi } from 'vitest';
import { ReferenceCache } from './reference-cache.ts';

describe('the reference cache', () => {
  it('reads the database every time until the change listener is up', async () => {
    const cache = new ReferenceCache();
    const load = vi.fn(async () => ['79', '01']);
    await cache.read('site_settings', ['site_settings'], load);
    await cache.read('site_settings', ['site_settings'], load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('once trusted, reads each key once and drops only what a changed table fed', async () => {
    const cache = new ReferenceCache();
    cache.trust();
    const settings = vi.fn(async () => ({ nDay: 1 }));
    const tariff = vi.fn(async () => ({ divisor: 6000 }));
    await Promise.all([
      cache.read('settings', ['site_settings'], settings),
      cache.read('settings', ['site_settings'], settings),
    ]);
    await cache.read('tariff', ['tariff_tiers', 'tariff_settings'], tariff);
    cache.invalidate('tariff_settings');
    await cache.read('settings', ['site_settings'], settings);
    await cache.read('tariff', ['tariff_tiers', 'tariff_settings'], tariff);
    expect(settings).toHaveBeenCalledTimes(1);
    expect(tariff).toHaveBeenCalledTimes(2);
  });

  it('drops one key’s reads on its notice, and all of the table’s on the table’s', async () => {
    const cache = new ReferenceCache();
    cache.trust();
    const alice = vi.fn(async () => 1_000);
    const bob = vi.fn(async () => 2_000);
    const readBoth = () =>
      Promise.all([cache.read('wallet:alice', ['users:alice'], alice), cache.read('wallet:bob', ['users:bob'], bob)]);
    await readBoth();
    cache.invalidate('users:alice');
    await readBoth();
    expect([alice.mock.calls.length, bob.mock.calls.length]).toEqual([2, 1]);
    cache.invalidate('users');
    await readBoth();
    expect([alice.mock.calls.length, bob.mock.calls.length]).toEqual([3, 2]);
  });

  it('drops a read of the whole table on any key’s notice', async () => {
    const cache = new ReferenceCache();
    cache.trust();
    const everyone = vi.fn(async () => 2);
    await cache.read('accounts', ['users'], everyone);
    cache.invalidate('users:alice');
    await cache.read('accounts', ['users'], everyone);
    expect(everyone).toHaveBeenCalledTimes(2);
  });

  it('updates a changed row inside the cached lists of its key, without reading them again', async () => {
    const cache = new ReferenceCache();
    cache.trust();
    const load = vi.fn(async () => [
      { id: 'VN1', remainingG: 5_000 },
      { id: 'VN2', remainingG: 9_000 },
    ]);
    await cache.read('route', ['flights:SGN>HAN'], load);
    cache.patchRow({ on: 'flights:SGN>HAN', id: 'VN1', set: { remainingG: 0 } });
    cache.patchRow({ on: 'flights:SGN>ICN', id: 'VN2', set: { remainingG: 0 } });
    const flights = await cache.read('route', ['flights:SGN>HAN'], load);
    expect(flights).toEqual([
      { id: 'VN1', remainingG: 0 },
      { id: 'VN2', remainingG: 9_000 },
    ]);
    expect(Object.isFrozen(flights[0])).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs a lazy query once, however many readers await it', async () => {
    const cache = new ReferenceCache();
    cache.trust();
    const run = vi.fn();
    // Like a Drizzle query: a thenable that runs whenever it is awaited.
    const query: PromiseLike<string> = {
      // biome-ignore lint/suspicious/noThenProperty: it stands in for a Drizzle query, which is a thenable
      then: (onFulfilled, onRejected) => Promise.resolve(run() ?? 'row').then(onFulfilled, onRejected),
    };
    await cache.read('products', ['products'], () => query);
    await cache.read('products', ['products'], () => query);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('shares a value no reader can change for the others', async () => {
    const cache = new ReferenceCache();
    cache.trust();
    const settings = await cache.read('settings', ['site_settings'], async () => ({ pickupProvinces: ['79', '01'] }));
    expect(() => settings.pickupProvinces.sort()).toThrow(TypeError);
    expect(
      (await cache.read('settings', ['site_settings'], async () => ({ pickupProvinces: [] }))).pickupProvinces,
    ).toEqual(['79', '01']);
  });

  it('does not keep a failed read', async () => {
    const cache = new ReferenceCache();
    cache.trust();
    const load = vi.fn().mockRejectedValueOnce(new Error('connection lost')).mockResolvedValue(['79']);
    await expect(cache.read('site_settings', ['site_settings'], load)).rejects.toThrow('connection lost');
    await expect(cache.read('site_settings', ['site_settings'], load)).resolves.toEqual(['79']);
  });

  it('forgets everything and stops caching while the listener is down', async () => {
    const cache = new ReferenceCache();
    cache.trust();
    const load = vi.fn(async () => 1);
    await cache.read('divisions', ['divisions'], load);
    cache.distrust();
    await cache.read('divisions', ['divisions'], load);
    await cache.read('divisions', ['divisions'], load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(cache.isTrusted).toBe(false);
  });
});
