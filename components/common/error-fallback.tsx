'use client';

import { useEffect } from 'react';

interface ErrorFallbackProps {
  error: unknown;
  retry: () => void;
  /** 'An error occurred' in the shopper's language. */
  message: string;
  retryLabel: string;
}

/** spec §8: errors in the render tree are logged and the fallback 'An error occurred' is shown. */
export function ErrorFallback({ error, retry, message, retryLabel }: ErrorFallbackProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center text-ink">
      {/* A render that failed has no page metadata: the fallback names the page itself (React puts it in <head>). */}
      <title>{message}</title>
      <h1 className="text-2xl font-bold">{message}</h1>
      <button
        type="button"
        onClick={retry}
        className="mt-6 rounded-md bg-brand px-5 py-2.5 font-medium text-brand-contrast hover:opacity-90"
      >
        {retryLabel}
      </button>
    </div>
  );
}
