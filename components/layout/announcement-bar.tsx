'use client';

import { usePathname } from '@/i18n/navigation';
import { SmartLink } from './smart-link';
import type { ShellLink } from '@/lib/layout/shell-types';

interface AnnouncementBarProps {
  title: string;
  link: ShellLink | null;
  /** spec §2: the banner can be limited to the home page. */
  homePageOnly: boolean;
  label: string;
}

/** The merchant's announcement above the header. */
export function AnnouncementBar({ title, link, homePageOnly, label }: AnnouncementBarProps) {
  const pathname = usePathname();
  if (!title || (homePageOnly && pathname !== '/')) return null;
  return (
    <aside aria-label={label} className="focus-ring-current announcement">
      {link ? (
        <SmartLink link={link} className="underline underline-offset-2 hover:no-underline">
          {title}
        </SmartLink>
      ) : (
        title
      )}
    </aside>
  );
}
