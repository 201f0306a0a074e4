'use client';

import './globals.css';
import { ErrorFallback } from '@/components/common/error-fallback';
import { GLOBAL_ERROR_TEXT } from '@/lib/i18n/global-error-text';

/** Replaces the root layout when it fails itself, so it cannot rely on the shop's translations. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body className="font-sans">
        <title>{GLOBAL_ERROR_TEXT.generic}</title>
        <main>
          <ErrorFallback error={error} retry={retry} message={GLOBAL_ERROR_TEXT.generic} retryLabel={GLOBAL_ERROR_TEXT.tryAgain} />
        </main>
      </body>
    </html>
  );
}
