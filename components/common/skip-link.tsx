/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink({ label, target = 'main-content' }: { label: string; target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded bg-brand px-4 py-2 font-medium text-brand-contrast focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {label}
    </a>
  );
}
