'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { LocationOption } from '@/lib/layout/shell-types';

interface LocationListProps {
  locations: LocationOption[];
  currentId: string | null;
  /** A choice is being stored: the buttons wait. */
  pending: boolean;
}

/** True while the list holds more below what its box shows. */
function useMoreBelow(list: RefObject<HTMLElement | null>, count: number): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const update = () => setMore(el.scrollTop + el.clientHeight < el.scrollHeight - 4);
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [list, count]);
  return more;
}

/**
 * spec §2: each location's name, address line 1, city, province and contact numbers, in a 380 px
 * scrolling list. The list takes focus (keyboard scrolling) and, while shops are hidden below, a fade
 * and a line under the box say so (a phone in Tamil shows two of three). Each Select submits the form
 * around the list with the location's id.
 */
export function LocationList({ locations, currentId, pending }: LocationListProps) {
  const t = useTranslations('storeLocation');
  const list = useRef<HTMLUListElement>(null);
  const more = useMoreBelow(list, locations.length);
  return (
    <div>
      <div className="relative">
        <ul ref={list} className="h-[380px] space-y-3 overflow-y-auto overscroll-contain pr-1" tabIndex={0} aria-label={t('title')}>
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
                    type="submit"
                    name="inventoryId"
                    value={location.id}
                    aria-describedby={nameId}
                    aria-pressed={current}
                    disabled={pending}
                    className="shrink-0 rounded-md bg-brand px-4 py-2 text-sm font-medium text-brand-contrast hover:opacity-90 disabled:opacity-60"
                  >
                    {current ? t('selected') : t('select')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
        {more && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-12 bg-gradient-to-t from-white to-transparent"
          />
        )}
      </div>
      <p className={`mt-2 flex items-center justify-center gap-1 text-sm font-medium text-ink-muted ${more ? '' : 'invisible'}`}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M12 5v14M6 13l6 6 6-6" />
        </svg>
        {t('moreBelow')}
      </p>
    </div>
  );
}
