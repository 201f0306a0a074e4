/**
 * Names and brand colours of the social kinds the spec lists (§3); any other kind gets a default icon.
 * Their drawings are symbols of `public/icons/social.svg` (same ids): one file the browser caches, not
 * paths repeated in every page's HTML and again in its RSC payload.
 */
const KINDS: Record<string, { name: string; colour: string }> = {
  facebook: { name: 'Facebook', colour: '#1877f2' },
  instagram: { name: 'Instagram', colour: '#c13584' },
  twitter: { name: 'X (Twitter)', colour: '#000000' },
  youtube: { name: 'YouTube', colour: '#ff0000' },
  tikTok: { name: 'TikTok', colour: '#000000' },
  whatsApp: { name: 'WhatsApp', colour: '#128c4b' },
  linkedIn: { name: 'LinkedIn', colour: '#0a66c2' },
};

/** The sprite's address; a new version of the file gets a new query so caches fetch it again. */
export const SOCIAL_SPRITE = '/icons/social.svg?v=2';

function kindOf(media: string) {
  return Object.hasOwn(KINDS, media) ? KINDS[media] : undefined;
}

/** How a social kind is named to shoppers; unknown kinds keep their own name. */
export function socialName(media: string): string {
  return kindOf(media)?.name ?? media.charAt(0).toUpperCase() + media.slice(1);
}

interface SocialIconProps {
  media: string;
  /** spec §3 socialMediaWithStandardColors: each network in its own colour. */
  standardColours: boolean;
}

/** An icon per social kind (spec §3), a link icon for unknown kinds. */
export function SocialIcon({ media, standardColours }: SocialIconProps) {
  const kind = kindOf(media);
  const id = kind ? media : 'default';
  return (
    // Stroke and fill are set in the sprite's symbols; the colour (currentColor) comes from here.
    <svg aria-hidden="true" data-social={id} className="size-5" style={standardColours ? { color: kind?.colour ?? '#1f2937' } : undefined}>
      <use href={`${SOCIAL_SPRITE}#${id}`} />
    </svg>
  );
}
