'use client';

import { useTranslations } from 'next-intl';
import { splitIntoColumns } from '@/lib/layout/menu';
import { MenuRelated } from './menu-related';
import type { NavGroup, NavMenu } from '@/lib/layout/shell-types';
import { SmartLink } from './smart-link';

const GRID_COLUMNS = ['grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4'] as const;

export function gridColumns(columns: number): string {
  return GRID_COLUMNS[Math.min(Math.max(columns, 1), 4) - 1] ?? 'grid-cols-1';
}

function GroupLinks({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const label = <span className="font-semibold text-ink">{group.label}</span>;
  return (
    <li className="break-inside-avoid">
      {group.link ? (
        <SmartLink link={group.link} onClick={onNavigate} className="hover:underline">
          {label}
        </SmartLink>
      ) : (
        label
      )}
      {group.items.length > 0 && (
        <ul className="mt-1 space-y-1">
          {group.items.map((item) => (
            <li key={item.label}>
              {item.link ? (
                <SmartLink link={item.link} onClick={onNavigate} className="text-ink-muted hover:text-ink hover:underline">
                  {item.label}
                </SmartLink>
              ) : (
                <span className="text-ink-muted">{item.label}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The groups of a menu in `columns` columns (spec §9) and its related products. */
export function MenuDropdown({ menu, onNavigate }: { menu: NavMenu; onNavigate: () => void }) {
  const t = useTranslations('header');
  const tc = useTranslations('common');
  const columns = splitIntoColumns(menu.items, menu.columns);
  return (
    <div className="flex gap-8" data-columns={menu.columns}>
      <div className="min-w-0 flex-1">
        {menu.link && (
          <SmartLink link={menu.link} onClick={onNavigate} className="mb-4 inline-block text-sm font-semibold text-brand hover:underline">
            {tc('viewAll')}: {menu.label}
          </SmartLink>
        )}
        <div className={`grid gap-6 text-sm ${gridColumns(menu.columns)}`}>
          {columns.map((column, i) => (
            <ul key={i} className="space-y-4" data-testid="menu-column">
              {column.map((group) => (
                <GroupLinks key={group.label} group={group} onNavigate={onNavigate} />
              ))}
            </ul>
          ))}
        </div>
      </div>
      {menu.related.length > 0 && (
        <div className="w-2/5 max-w-md shrink-0">
          <MenuRelated heading={t('relatedProducts', { menu: menu.label })} cards={menu.related} onNavigate={onNavigate} />
        </div>
      )}
    </div>
  );
}
