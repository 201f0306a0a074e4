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
