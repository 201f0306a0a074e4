'use client';

import { useTranslations } from 'next-intl';
import { MenuRelated } from './menu-related';
import type { NavGroup, NavLink, NavMenu } from '@/lib/layout/shell-types';
import { MenuStatus } from './menu-status';
import { MenuEntry, SmartLink } from './smart-link';

export { MenuStatus };

const COLUMNS = ['columns-1', 'columns-2', 'columns-3', 'columns-4'] as const;

/** CSS columns fill top to bottom and balance their heights, however long each group is. */
export function columnClass(columns: number): string {
  return COLUMNS[Math.min(Math.max(columns, 1), 4) - 1] ?? 'columns-1';
}

/** Short groups stay whole; a long one may continue in the next column. */
export const keepTogether = (items: number) => (items <= 12 ? 'break-inside-avoid' : '');

/** The entries under a menu's or a group's name, each its link or its text; nothing when there are none. */
export function EntryList({ entries, onNavigate }: { entries: NavLink[]; onNavigate: () => void }) {
  if (entries.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1">
      {entries.map((entry, i) => (
        <li key={`${i}:${entry.label}`}>
          <MenuEntry link={entry.link} onClick={onNavigate} className="text-ink-muted" linkClassName="hover:text-ink hover:underline">
            {entry.label}
          </MenuEntry>
        </li>
      ))}
    </ul>
  );
}

function GroupLinks({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  return (
    <li className={`mb-4 ${keepTogether(group.items.length)}`}>
      <MenuEntry link={group.link} onClick={onNavigate} linkClassName="hover:underline">
        <span className="font-semibold text-ink">{group.label}</span>
      </MenuEntry>
      <EntryList entries={group.items} onNavigate={onNavigate} />
    </li>
  );
}

/**
 * A menu's dropdown: its link first (there from the first moment, so the dropdown always holds a link to
 * move to from its button), then its groups in `columns` columns (spec §9) and its related products once
 * `full` has come; meanwhile, or when it could not come, a status line in the groups' place.
 */
export function MenuDropdown({
  menu,
  full,
  failed,
  onNavigate,
}: {
  menu: NavLink;
  full: NavMenu | undefined;
  failed: boolean;
  onNavigate: () => void;
}) {
  const t = useTranslations('header');
  const tc = useTranslations('common');
  return (
    <div className="flex gap-8">
      <div className="min-w-0 flex-1">
        {menu.link && (
          <SmartLink
            link={menu.link}
            onClick={onNavigate}
            className="mb-4 inline-flex min-h-6 items-center text-sm font-semibold text-brand hover:underline"
          >
            {tc('viewAll')}: {menu.label}
          </SmartLink>
        )}
        {full ? (
          <ul className={`gap-8 text-sm ${columnClass(full.columns)}`} data-columns={full.columns}>
            {full.items.map((group, i) => (
              <GroupLinks key={`${i}:${group.label}`} group={group} onNavigate={onNavigate} />
            ))}
          </ul>
        ) : (
          <MenuStatus failed={failed} links={[]} onNavigate={onNavigate} />
        )}
      </div>
      {full && full.related.length > 0 && (
        <div className="w-2/5 max-w-md shrink-0">
          <MenuRelated heading={t('relatedProducts', { menu: full.label })} cards={full.related} onNavigate={onNavigate} />
        </div>
      )}
    </div>
  );
}
