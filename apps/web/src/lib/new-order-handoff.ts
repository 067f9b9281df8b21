/*
 * The order just placed, handed to the confirmation page in sessionStorage under `newOrder`
 * (spec 3 section 3 "Order session record"). Writing it needs no schema, so the order screen
 * does not download zod; the confirmation page reads and checks it (new-order.ts).
 */
export const NEW_ORDER_STORAGE_KEY = 'newOrder';

/** Hands the order just placed to the confirmation page (private mode may refuse storage: it then redirects home). */
export function writeNewOrder(order: unknown): void {
  try {
    sessionStorage.setItem(NEW_ORDER_STORAGE_KEY, JSON.stringify(order));
  } catch {
    // Nothing to do: the order exists on the server either way.
  }
}
