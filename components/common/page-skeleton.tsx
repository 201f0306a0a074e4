'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from './spinner';

/** Placeholder shaped like a catalogue page (title, grid of cards) with a spinner, while a page loads. */
export function PageSkeleton() {
  const t = useTranslations('common');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8" aria-busy="true">
      <div className="mb-6 flex items-center gap-4">
        <div className="h-7 w-48 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
        <Spinner label={t('loading')} className="size-6" />
      </div>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="space-y-3">
            <div className="aspect-[600/615] animate-pulse rounded-lg bg-gray-200 motion-reduce:animate-none" />
            <div className="h-4 w-3/4 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
          </div>
        ))}
      </div>
    </div>
  );
}
