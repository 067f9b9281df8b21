/**
 * Brings the customer to the first thing a refused form asks them to fix (issue 34 item 13): the
 * first field error on the page, in reading order, is scrolled to the middle of the screen and
 * focused, so a screen reader reads it and a phone shows it instead of nothing happening.
 */
export function focusFirstFieldError(root: ParentNode = document): void {
  const first = root.querySelector<HTMLElement>('main [data-field-error], main [aria-invalid="true"]');
  if (!first) return;
  first.scrollIntoView({ block: 'center' });
  first.focus({ preventScroll: true });
}
