import { useLocale } from 'next-intl';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { BannerItem } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { safeLink } from '@/lib/links/safe-link';
import { contrastRatio, isHexColour, readableOn } from '@/lib/theme/theme-variables';
import { BannerImage } from './banner-image';

/** A merchant link: same-site paths through the localized Link, others in a new tab. */
function MerchantLink({
  href,
  className,
  label,
  style,
  children,
}: {
  href: string | null;
  className?: string;
  label?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const link = safeLink(href);
  if (!link) return <>{children}</>;
  if (link.kind === 'internal') {
    return (
      <Link href={link.href} className={className} aria-label={label} style={style}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} aria-label={label} style={style} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The merchant's button colours, with the text colour corrected when it would not reach AA contrast. */
function buttonColours(text: string, background: string) {
  if (!isHexColour(background)) return undefined;
  const color = isHexColour(text) && contrastRatio(text, background) >= 4.5 ? text : readableOn(background);
  return { color, backgroundColor: background };
}

/** Spec §2 banner slide: image, optional link, caption, description and a styled button. */
export function BannerSlide({ item, index, fallbackAlt }: { item: BannerItem; index: number; fallbackAlt: string }) {
  const locale = useLocale();
  const caption = localize(item.caption, locale);
  const description = localize(item.description, locale);
  const button = item.button;
  const hasText = caption || description || button;

  return (
    <div className="relative">
      <MerchantLink href={item.link} label={caption || fallbackAlt} className="block">
        <BannerImage imageRef={item.imageReference} alt={caption || fallbackAlt} eager={index === 0} />
      </MerchantLink>
      {hasText && (
        <div className="banner-caption">
          {caption && <p className="banner-title">{caption}</p>}
          {description && <p className="banner-text">{description}</p>}
          {button && (
            <MerchantLink href={button.link} style={buttonColours(button.textColor, button.backgroundColor)} className="banner-button">
              {localize(button.label, locale)}
            </MerchantLink>
          )}
        </div>
      )}
    </div>
  );
}
