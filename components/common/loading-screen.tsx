/**
 * spec §2 "A loading spinner screen exists": fills the page while its data loads in the browser. The
 * spinner stops turning for shoppers who ask for reduced motion; the visible label says it all then.
 */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={label}
      data-testid="loading-screen"
      className="flex min-h-[60vh] w-full flex-col items-center justify-center gap-4 px-4 py-16 text-ink-muted"
    >
      <svg className="size-12 animate-spin text-brand motion-reduce:animate-none" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="text-base font-medium">{label}</span>
    </div>
  );
}
