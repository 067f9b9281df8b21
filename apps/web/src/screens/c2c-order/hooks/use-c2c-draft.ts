import { useCallback, useEffect, useState } from 'react';
import { readOrderDraft, writeOrderDraft } from '../../../lib/order-draft.ts';
import { type C2cDraft, toC2cDraft } from '../draft.ts';

/**
 * The draft as page state, written back to sessionStorage on every change, so it survives the
 * address picker, the post office chooser and a reload. `update` takes one of draft.ts's transitions.
 */
export function useC2cDraft() {
  const [draft, setDraft] = useState<C2cDraft>(() => toC2cDraft(readOrderDraft('c2c')));
  useEffect(() => writeOrderDraft('c2c', draft), [draft]);
  const update = useCallback(
    <A extends unknown[]>(transition: (current: C2cDraft, ...args: A) => C2cDraft, ...args: A) =>
      setDraft((current) => transition(current, ...args)),
    [],
  );
  return { draft, update, replace: setDraft };
}
