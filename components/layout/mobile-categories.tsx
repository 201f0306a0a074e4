'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { ChevronDownIcon } from './icons';
import type { NavMenu } from '@/lib/layout/shell-types';
import { SmartLink } from './smart-link';

const row = 'flex w-full items-center justify-between py-3 text-left';

/** spec §2 mobile menu: a Categories accordion whose sub-items navigate to their links. */
export function MobileCategories({ menus, onNavigate }: { menus: NavMenu[]; onNavigate: () => void }) {
  const t = useTranslations('header');
  const tc = useTranslations('common');
  if (menus.length === 0) return null;
  return (
    <Disclosure as="div" defaultOpen className="border-b border-gray-200">
      <DisclosureButton className={`${row} font-semibold`}>
        {t('categories')}
        <ChevronDownIcon className="size-5 transition-transform in-data-open:rotate-180" />
      </DisclosureButton>
      <DisclosurePanel as="ul" className="pb-2">
        {menus.map((menu) =>
          menu.items.length === 0 ? (
            <li key={menu.id} className="pl-3">
              {menu.link ? (
                <SmartLink link={menu.link} onClick={onNavigate} className={row}>
                  {menu.label}
                </SmartLink>
              ) : (
                <span className={row}>{menu.label}</span>
              )}
            </li>
          ) : (
            <Disclosure as="li" key={menu.id} className="pl-3">
              <DisclosureButton className={row}>
                {menu.label}
                <ChevronDownIcon className="size-5 transition-transform in-data-open:rotate-180" />
              </DisclosureButton>
              <DisclosurePanel as="ul" className="space-y-1 border-l border-gray-200 pb-2 pl-3 text-sm">
                {menu.link && (
                  <li>
                    <SmartLink link={menu.link} onClick={onNavigate} className="block py-2 font-medium text-brand">
                      {tc('viewAll')}: {menu.label}
                    </SmartLink>
                  </li>
                )}
                {menu.items.map((group) => (
                  <li key={group.label}>
                    {group.link ? (
                      <SmartLink link={group.link} onClick={onNavigate} className="block py-2 font-medium">
                        {group.label}
                      </SmartLink>
                    ) : (
                      <span className="block py-2 font-medium">{group.label}</span>
                    )}
                    {group.items.length > 0 && (
                      <ul className="pl-3">
                        {group.items.map((item) =>
                          item.link ? (
                            <li key={item.label}>
                              <SmartLink link={item.link} onClick={onNavigate} className="block py-2 text-ink-muted">
                                {item.label}
                              </SmartLink>
                            </li>
                          ) : null,
                        )}
                      </ul>
                    )}
                  </li>
                ))}
              </DisclosurePanel>
            </Disclosure>
          ),
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}
