import type { ReactNode } from 'react';

/** Names and brand colours of the social kinds the spec lists (§3); any other kind gets a default icon. */
const KINDS: Record<string, { name: string; colour: string; glyph: ReactNode }> = {
  facebook: {
    name: 'Facebook',
    colour: '#1877f2',
    glyph: <path fill="currentColor" stroke="none" d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0 0 14.4 4c-2.3 0-3.9 1.4-3.9 4v2.5H8v3h2.5V21h3Z" />,
  },
  instagram: {
    name: 'Instagram',
    colour: '#c13584',
    glyph: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="4.5" />
        <circle cx="12" cy="12" r="3.6" />
        <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
      </>
    ),
  },
  twitter: {
    name: 'X (Twitter)',
    colour: '#000000',
    glyph: <path d="M5 4.5h3.6L19 19.5h-3.6L5 4.5Zm13.5 0-5.6 6.3M5.5 19.5l5.6-6.3" />,
  },
  youtube: {
    name: 'YouTube',
    colour: '#ff0000',
    glyph: (
      <>
        <rect x="3" y="6" width="18" height="12" rx="3.5" />
        <path fill="currentColor" d="m10.5 9.5 4 2.5-4 2.5v-5Z" />
      </>
    ),
  },
  tikTok: {
    name: 'TikTok',
    colour: '#000000',
    glyph: <path d="M14 4v10.5a3.5 3.5 0 1 1-3.5-3.5M14 4c.4 2.3 1.9 3.8 4.5 4" />,
  },
  whatsApp: {
    name: 'WhatsApp',
    colour: '#128c4b',
    glyph: (
      <>
        <path d="M4.5 19.5 5.6 16A8 8 0 1 1 8.3 18.6l-3.8.9Z" />
        <path d="M9.3 8.8c.3 2.6 2.6 5 5.4 5.5l1-1.2-1.6-.9-.8.6a4.4 4.4 0 0 1-2-2l.6-.8-.8-1.7-1.8.5Z" fill="currentColor" strokeWidth={0.8} />
      </>
    ),
  },
  linkedIn: {
    name: 'LinkedIn',
    colour: '#0a66c2',
    glyph: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
        <path d="M8 10.5V16M8 7.8v.1M11.5 16v-5.5M11.5 13c0-1.6 1-2.6 2.3-2.6s2.2.9 2.2 2.6V16" />
      </>
    ),
  },
};

const DEFAULT_GLYPH = (
  <>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </>
);

/** How a social kind is named to shoppers; unknown kinds keep their own name. */
export function socialName(media: string): string {
  return KINDS[media]?.name ?? (media.charAt(0).toUpperCase() + media.slice(1));
}

interface SocialIconProps {
  media: string;
  /** spec §3 socialMediaWithStandardColors: each network in its own colour. */
  standardColours: boolean;
}

/** An inline icon per social kind (spec §3), a link icon for unknown kinds. */
export function SocialIcon({ media, standardColours }: SocialIconProps) {
  const kind = KINDS[media];
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-social={kind ? media : 'default'}
      className="size-5"
      style={standardColours ? { color: kind?.colour ?? '#1f2937' } : undefined}
    >
      {kind?.glyph ?? DEFAULT_GLYPH}
    </svg>
  );
}
