import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const accept: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('fetches the rules once, on the first check or when preloaded', async () => {
    const load = vi.fn(async () => accept);
    const resolver = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    expect(await resolver({ name: 'An' }, undefined, options)).toEqual({ values: { name: 'An' }, errors: {} });
    await resolver({ name: 'Bình' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(accept);
    const resolver = lazyResolver<Values>(load);
    await expect(resolver({ name: 'An' }, undefined, options)).rejects.toThrow('offline');
    expect(await resolver({ name: 'An' }, undefined, options)).toEqual({ values: { name: 'An' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
