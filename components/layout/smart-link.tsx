import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { ShellLink } from '@/lib/layout/shell-types';

interface SmartLinkProps {
  link: ShellLink;
  className?: string;
  children: ReactNode;
  /** Open in a new tab (footer page links, spec §2). */
  newTab?: boolean;
  onClick?: () => void;
}

/** A checked merchant link: same-site paths through the locale-aware Link, others as plain anchors. */
export function SmartLink({ link, className, children, newTab = false, onClick }: SmartLinkProps) {
  const tab = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : link.kind === 'external' ? { rel: 'noopener noreferrer' } : {};
  if (link.kind === 'internal') {
    return (
      <Link href={link.href} className={className} onClick={onClick} {...tab}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} onClick={onClick} {...tab}>
      {children}
    </a>
  );
}

interface MenuEntryProps {
  /** The entry's checked link; null when the merchant gave none (or it was not safe). */
  link: ShellLink | null;
  /** The text's classes, with a link or without. */
  className?: string;
  /** Classes only the link adds (its hover look). */
  linkClassName?: string;
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A menu entry: its link when it has one, else its text, in a span of `className` (as it is when there is
 * no `className`), so an entry without a link still shows and reads as part of the menu.
 */
export function MenuEntry({ link, className, linkClassName, onClick, children }: MenuEntryProps) {
  if (link) {
    return (
      <SmartLink link={link} onClick={onClick} className={[className, linkClassName].filter(Boolean).join(' ')}>
        {children}
      </SmartLink>
    );
  }
  return className === undefined ? children : <span className={className}>{children}</span>;
}
