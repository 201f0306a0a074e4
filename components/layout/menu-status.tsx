'use client';

import { useTranslations } from 'next-intl';
import type { NavLink } from '@/lib/layout/shell-types';
import { SmartLink } from './smart-link';

/**
 * A dropdown while its menus are on their way, or when they could not come: a line in the dropdown's own
 * space (it overlays the page, nothing moves), and on failure the `links` given, which still work.
 */
export function MenuStatus({ failed, links, onNavigate }: { failed: boolean; links: NavLink[]; onNavigate: () => void }) {
  const t = useTranslations('header');
  const tc = useTranslations('common');
  if (!failed) {
    return (
      <p role="status" className="flex min-h-24 items-center justify-center gap-2 text-sm text-ink-muted">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-gray-300 border-t-brand motion-reduce:animate-none"
        />
        {tc('loading')}
      </p>
    );
  }
  return (
    <div className="flex min-h-24 flex-col items-center justify-center gap-2 text-sm">
      <p role="alert">{t('menuFailed')}</p>
      {links.map(({ label, link }, i) =>
        link ? (
          <SmartLink
            key={`${i}:${label}`}
            link={link}
            onClick={onNavigate}
            className="inline-flex min-h-6 items-center font-semibold text-brand hover:underline"
          >
            {label}
          </SmartLink>
        ) : null,
      )}
    </div>
  );
}

/** A dropdown before its groups have come (the page before it hydrated, or while they load): the menu's own link and a status. */
export function MenuWaiting({ menu, failed, onNavigate }: { menu: NavLink; failed: boolean; onNavigate: () => void }) {
  const tc = useTranslations('common');
  return (
    <div>
      {menu.link && (
        <SmartLink
          link={menu.link}
          onClick={onNavigate}
          className="mb-4 inline-flex min-h-6 items-center text-sm font-semibold text-brand hover:underline"
        >
          {tc('viewAll')}: {menu.label}
        </SmartLink>
      )}
      <MenuStatus failed={failed} links={[]} onNavigate={onNavigate} />
    </div>
  );
}
