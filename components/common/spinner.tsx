import { VisuallyHidden } from './visually-hidden';

interface SpinnerProps {
  /** Announced to screen readers, e.g. 'Loading...'. */
  label: string;
  className?: string;
}

/** A round loading indicator with a live label. */
export function Spinner({ label, className = 'size-8' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <svg className={`animate-spin text-brand motion-reduce:animate-none ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
