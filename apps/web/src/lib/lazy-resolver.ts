import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<T extends FieldValues> = Resolver<T> & {
  /** Starts fetching the rules early (the form got focus), so the first check does not wait. */
  preload: () => void;
};

/**
 * A form's validation rules (a schema and the validation library) fetched the first time the
 * form checks its values, or earlier when asked: a page that only shows the form, like the
 * sign-in page on a first visit, does not download them. A failed fetch is tried again next time.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
