import '@fontsource-variable/inter/index.css';
import '@fontsource/noto-sans-sinhala/400.css';
import '@fontsource/noto-sans-sinhala/700.css';
import '@fontsource/noto-sans-tamil/400.css';
import '@fontsource/noto-sans-tamil/700.css';
import '../../globals.css';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { OfflineIntlProvider } from '@/components/maintenance/offline-intl-provider';
import { isLocale, routing } from '@/i18n/routing';
import { timeZoneForCountry } from '@/lib/format/time-zone';
import { offlineMessages } from '@/lib/maintenance/offline-messages';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const dynamicParams = false;

/** A root layout of its own: the maintenance screen renders while the customer API is away. */
export default async function OfflineLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <html lang={locale}>
      <body className="font-sans">
        <OfflineIntlProvider locale={locale} messages={offlineMessages(locale)} timeZone={timeZoneForCountry(null)}>
          {children}
        </OfflineIntlProvider>
      </body>
    </html>
  );
}
