import { useTranslations } from 'next-intl';

/** Shaped like the search page: heading and sort, filter column, grid of cards. */
export default function SearchLoading() {
  const t = useTranslations('common');
  const bar = 'animate-pulse rounded bg-neutral-200 motion-reduce:animate-none';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 lg:py-8" aria-busy="true">
      <p className="sr-only" role="status">
        {t('loading')}
      </p>
      <div className="mb-6 flex items-end justify-between gap-4">
        <div className={`h-8 w-56 ${bar}`} />
        <div className={`h-11 w-48 ${bar}`} />
      </div>
      <div className="grid gap-8 lg:grid-cols-[240px_1fr]">
        <div className="hidden flex-col gap-3 lg:flex">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className={`h-5 w-40 ${bar}`} />
          ))}
        </div>
        <div className={`h-11 lg:hidden ${bar}`} />
        <div className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="flex flex-col gap-2">
              <div className={`aspect-[600/615] rounded-lg ${bar}`} />
              <div className={`h-4 w-3/4 ${bar}`} />
              <div className={`h-4 w-1/3 ${bar}`} />
              <div className={`h-11 ${bar}`} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
