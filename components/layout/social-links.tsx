'use client';

import { SocialIcon } from './social-icons';

interface SocialLinkItem {
  media: string;
  href: string;
  /** The link's accessible name ("{merchant} on {network}"), translated on the server. */
  label: string;
}

/**
 * The footer's social links (spec §2/§3). A client component only so the payload carries each link's
 * kind, address and name once: the markup of the eight links and their icons, rendered on the server,
 * went into every page's payload as well as its HTML.
 */
export function SocialLinks({ links, standardColours }: { links: SocialLinkItem[]; standardColours: boolean }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {links.map((s, i) => (
        <li key={i}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={s.label}
            className={standardColours ? 'social-link bg-white' : 'social-link ring-1 ring-current/40 hover:bg-white/10'}
          >
            <SocialIcon media={s.media} standardColours={standardColours} />
          </a>
        </li>
      ))}
    </ul>
  );
}
