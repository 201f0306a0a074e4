/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink({ label, target = 'main-content' }: { label: string; target?: string }) {
  return (
    <a href={`#${target}`} className="skip-link">
      {label}
    </a>
  );
}
