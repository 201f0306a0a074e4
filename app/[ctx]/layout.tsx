import '@fontsource-variable/inter/index.css';
import '@fontsource/noto-sans-sinhala/400.css';
import '@fontsource/noto-sans-sinhala/700.css';
import '@fontsource/noto-sans-tamil/400.css';
import '@fontsource/noto-sans-tamil/700.css';
import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';
import { EmailVerifiedToast } from '@/components/account/email-verified-toast';
import { AffiliateSession } from '@/components/affiliate/affiliate-session';
import { ShopExtras } from '@/components/analytics/shop-extras';
import { ShopModesProvider } from '@/components/cart/shop-modes';
import { CookieReadNotice } from '@/components/common/cookie-read-notice';
import { Providers } from '@/components/common/providers';
import { SkipLink } from '@/components/common/skip-link';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { SiteBackground } from '@/components/layout/site-background';
import { StoreLocationProvider } from '@/components/store-location/store-location-provider';
import { shopExtrasConfig } from '@/lib/analytics/page-config';
import { getSiteSchema } from '@/lib/api/catalogue';
import { config } from '@/lib/config';
import { shopIcons } from '@/lib/seo/shop-icon';
import { getSiteUrl } from '@/lib/seo/site-url.server';
import { pickNamespaces, SHELL_CLIENT_NAMESPACES } from '@/lib/i18n/client-messages';
import { loadShell, mediaRef } from '@/lib/layout/load-shell';
import { appIconPath, shopColours } from '@/lib/pwa/web-manifest';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { themeVariables } from '@/lib/theme/theme-variables';

// Pages render once per shopper context (see docs/proxy-context.md), then refresh every minute.
export function generateStaticParams(): CtxParams[] {
  return [];
}
export const revalidate = 60;

export async function generateMetadata({ params }: { params: Promise<CtxParams> }): Promise<Metadata> {
  await pageContext(params);
  const [schema, t, siteUrl] = await Promise.all([getSiteSchema(), getTranslations('seo'), getSiteUrl()]);
  return {
    metadataBase: new URL(siteUrl),
    title: { default: schema.merchantName, template: t('titleTemplate', { title: '%s', merchantName: schema.merchantName }) },
    description: schema.seoConfigurations.merchantConfigurations.description,
    // The tab icon is the merchant's logo (else the §9 default); iOS's home screen takes the 180 px icon drawn
    // from it (the manifest names the rest).
    icons: {
      ...shopIcons(mediaRef(schema.brandLogo)),
      apple: { url: appIconPath('apple-touch-icon.png'), sizes: '180x180', type: 'image/png' },
    },
    appleWebApp: { capable: true, title: schema.merchantName, statusBarStyle: 'default' },
  };
}

/** The browser's chrome in the merchant's brand colour (the manifest's theme_color). */
export async function generateViewport({ params }: { params: Promise<CtxParams> }): Promise<Viewport> {
  await pageContext(params);
  return { themeColor: shopColours(await getSiteSchema()).theme };
}

/** The shell of every shop page (spec §2): header, main content, footer, store selection. */
export default async function ShopLayout({ children, params }: { children: ReactNode; params: Promise<CtxParams> }) {
  const shopper = await pageContext(params);
  const [shell, t, messages] = await Promise.all([loadShell(shopper), getTranslations('common'), getMessages()]);
  const { schema } = shell;
  const logo = mediaRef(schema.brandLogo);
  const background = schema.backgroundType === 'IMAGE' ? mediaRef(schema.backgroundImage) : null;
  const extras = shopExtrasConfig(schema, shopper.locale, config().WEB_VITALS_URL);

  return (
    <html lang={shopper.locale} style={themeVariables(schema.styles) as CSSProperties}>
      <body className="flex min-h-screen flex-col bg-[var(--color-background,#ffffff)] font-sans">
        {/* Only the texts client components read travel to the browser (cart and checkout add theirs). */}
        <NextIntlClientProvider messages={pickNamespaces(messages, SHELL_CLIENT_NAMESPACES)}>
          <Providers>
            <ShopModesProvider
              value={{
                registeredOnly: schema.generalSettings.isRegisteredUsersOnly,
                pricesHidden: schema.generalSettings.hideProductPrice,
              }}
            >
              <StoreLocationProvider locations={shell.locations} currentId={shopper.inventoryId} changeOffered={shell.locationChange}>
                <SkipLink label={t('skipToContent')} />
                <CookieReadNotice />
                <EmailVerifiedToast />
                <AffiliateSession />
                <SiteBackground image={background} />
                <Header shell={shell} shopper={shopper} logo={logo} />
                <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
                  {children}
                </main>
                <Footer
                  schema={schema}
                  location={shell.location}
                  locale={shopper.locale}
                  logo={mediaRef(schema.footer.logoURL) ?? logo}
                  year={new Date().getFullYear()}
                  cookiePreferences={extras.consentAsked}
                />
                <ShopExtras config={extras} merchantName={schema.merchantName} />
              </StoreLocationProvider>
            </ShopModesProvider>
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
