'use client';

import { useTranslations } from 'next-intl';
import type { LocationOption } from '@/lib/layout/shell-types';

interface LocationListProps {
  locations: LocationOption[];
  currentId: string | null;
  pendingId: string | null;
  onChoose: (id: string) => void;
}

/** spec §2: each location's name, address line 1, city, province and contact numbers, in a 380 px scrolling list. */
export function LocationList({ locations, currentId, pendingId, onChoose }: LocationListProps) {
  const t = useTranslations('storeLocation');
  return (
    <ul className="h-[380px] space-y-3 overflow-y-auto overscroll-contain pr-1" tabIndex={0} aria-label={t('title')}>
      {locations.map((location) => {
        const nameId = `location-${location.id}-name`;
        const current = location.id === currentId;
        return (
          <li key={location.id} className={`rounded-lg border p-4 ${current ? 'border-brand bg-brand-soft' : 'border-gray-200'}`}>
            <div className="flex items-start justify-between gap-4">
              <div className="min-w-0 text-sm">
                <p id={nameId} className="text-base font-semibold text-ink">
                  {location.name}
                </p>
                <p className="text-ink-muted">{location.addressLine1}</p>
                <p className="text-ink-muted">
                  {location.city}, {location.province}
                </p>
                {location.contactNumbers.length > 0 && (
                  <p className="mt-1 text-ink-muted">
                    <span className="sr-only">{t('contactNumbers')}: </span>
                    {location.contactNumbers.map((n, i) => (
                      <span key={n}>
                        {i > 0 && ', '}
                        <a href={`tel:${n.replace(/[^\d+]/g, '')}`} className="underline-offset-2 hover:underline">
                          {n}
                        </a>
                      </span>
                    ))}
                  </p>
                )}
              </div>
              <button
                type="button"
                aria-describedby={nameId}
                aria-pressed={current}
                disabled={pendingId !== null}
                onClick={() => onChoose(location.id)}
                className="shrink-0 rounded-md bg-brand px-4 py-2 text-sm font-medium text-brand-contrast hover:opacity-90 disabled:opacity-60"
              >
                {current ? t('selected') : t('select')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
