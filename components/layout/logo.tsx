'use client';

import type { MouseEvent } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { mediaSrc } from '@/lib/images/media';
import { responsiveImage } from '@/lib/images/responsive-image';

interface LogoProps {
  /** Image reference of the merchant's logo; the name is shown when there is none. */
  image: string | null;
  merchantName: string;
  /** Accessible name of the link, e.g. 'Lanka Living home'. */
  label: string;
  className?: string;
  /** The header's logo is above the fold; the footer's is not. */
  eager?: boolean;
}

/** The merchant's logo, linking home. spec §2: clicking it on the home page reloads the page. */
export function Logo({ image, merchantName, label, className = '', eager = false }: LogoProps) {
  const pathname = usePathname();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (pathname !== '/' || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.location.reload();
  }
  return (
    // An image link is named by its alt (WCAG H30); only the text logo needs aria-label.
    <Link
      href="/"
      onClick={onClick}
      aria-label={image ? undefined : label}
      className={`inline-flex shrink-0 items-center rounded ${className}`}
    >
      {image ? (
        // next/image's srcset without its component in the first load; the page's payload keeps only the reference.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          alt={label}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-9 w-auto max-w-[10rem] object-contain text-transparent lg:h-12"
          {...responsiveImage(mediaSrc(image), { width: 160, height: 48 })}
        />
      ) : (
        <span className="text-lg font-bold tracking-tight lg:text-2xl">{merchantName}</span>
      )}
    </Link>
  );
}
