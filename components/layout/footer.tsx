import { useTranslations } from 'next-intl';
import { CookiePreferencesButton } from '@/components/analytics/cookie-preferences-button';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { InventoryLocation, SiteSchema } from '@/lib/api/schemas';
import { footerContact, telHref } from '@/lib/layout/footer-contact';
import { localize } from '@/lib/i18n/localize';
import { safeLink } from '@/lib/links/safe-link';
import { MailIcon, MapPinIcon, PhoneIcon } from './icons';
import { Logo } from './logo';
import { NewsletterBox } from './newsletter-box';
import { socialName } from './social-icons';
import { SocialLinks } from './social-links';

interface FooterProps {
  schema: Pick<SiteSchema, 'merchantName' | 'footer'>;
  location: InventoryLocation | null;
  locale: Locale;
  /** Image reference of the logo, already checked. */
  logo: string | null;
  year: number;
  /** The shop asks for cookie consent: the footer offers to change the answer (spec §6). */
  cookiePreferences?: boolean;
}

/** spec §2 footer: logo, address, phone and email, page links, newsletter, social icons, copyright. */
export function Footer({ schema, location, locale, logo, year, cookiePreferences = false }: FooterProps) {
  const t = useTranslations('footer');
  const tc = useTranslations('common');
  const th = useTranslations('header');
  const { footer, merchantName } = schema;
  const contact = footerContact(footer, location);
  const about = localize(footer.aboutUs, locale);
  const pages = footer.pageLinkObjects.flatMap((p) => {
    const link = safeLink(p.url);
    if (!link) return [];
    // Opened in a new tab, so a plain anchor with the localized path: no client link and its props in the payload.
    const href = link.kind === 'internal' ? getPathname({ href: link.href, locale }) : link.href;
    return [{ href, title: localize(p.pageTitle, locale) }];
  });
  const social = footer.enableSocialMediaConfigs
    ? footer.socialMediaConfig.flatMap((s) => {
        const link = safeLink(s.link);
        return link?.kind === 'external'
          ? [{ media: s.media, href: link.href, label: t('socialLink', { merchantName, media: socialName(s.media) }) }]
          : [];
      })
    : [];

  return (
    <footer className="focus-ring-current footer">
      <div className="footer-columns">
        <div className="space-y-3">
          <Logo image={logo} merchantName={merchantName} label={th('logoAlt', { merchantName })} />
          {about && <p className="text-sm opacity-90">{about}</p>}
        </div>

        <div>
          <h2 className="footer-heading">{t('contactUs')}</h2>
          <ul className="footer-list">
            {contact.address.length > 0 && (
              <li className="flex gap-2">
                <MapPinIcon className="mt-0.5 size-5 shrink-0" />
                <address className="not-italic">
                  <span className="sr-only">{t('address')}: </span>
                  {contact.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </li>
            )}
            {contact.phone && (
              <li className="flex gap-2">
                <PhoneIcon className="size-5 shrink-0" />
                <a href={telHref(contact.phone)} className="footer-link">
                  <span className="sr-only">{t('phone')}: </span>
                  {contact.phone}
                </a>
              </li>
            )}
            {contact.email && (
              <li className="flex gap-2">
                <MailIcon className="size-5 shrink-0" />
                <a href={`mailto:${contact.email}`} className="footer-email">
                  <span className="sr-only">{t('email')}: </span>
                  {contact.email}
                </a>
              </li>
            )}
          </ul>
        </div>

        {pages.length > 0 && (
          <nav aria-labelledby="footer-pages">
            <h2 id="footer-pages" className="footer-heading">
              {t('pages')}
            </h2>
            <ul className="footer-list">
              {pages.map((p, i) => (
                <li key={i}>
                  {/* spec §2: content pages open in a new tab. */}
                  <a href={p.href} target="_blank" rel="noopener noreferrer" className="footer-link">
                    {p.title}
                    <span className="sr-only"> ({tc('openInNewTab')})</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div className="space-y-6">
          {footer.enableNewsLetter && (
            <NewsletterBox title={t('newsletterTitle')} placeholder={t('newsletterPlaceholder')} buttonLabel={t('subscribe')} />
          )}
          {social.length > 0 && (
            <div>
              <h2 className="footer-heading">{t('followUs')}</h2>
              <SocialLinks links={social} standardColours={footer.socialMediaWithStandardColors} />
            </div>
          )}
        </div>
      </div>
      <div className="border-t border-white/20">
        <div className="footer-bottom">
          <p>{t('copyright', { year: String(year), merchantName })}</p>
          {cookiePreferences && (
            <CookiePreferencesButton className="inline-flex min-h-6 items-center underline underline-offset-2 hover:no-underline" />
          )}
        </div>
      </div>
    </footer>
  );
}
