/** First focusable element: lets keyboard users jump over the header (WCAG 2.4.1). */
export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  return (
    <a className="skip-link" href={`#${targetId}`}>
      {label}
    </a>
  );
}
