'use client';

import './globals.css';
import { ErrorFallback } from '@/components/common/error-fallback';
import en from '@/messages/en.json';

/** Replaces the root layout when it fails itself, so it cannot rely on the shop's translations. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body className="font-sans">
        <title>{en.errors.generic}</title>
        <main>
          <ErrorFallback error={error} retry={retry} message={en.errors.generic} retryLabel={en.errors.tryAgain} />
        </main>
      </body>
    </html>
  );
}
