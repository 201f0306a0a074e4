import type { Metadata } from 'next';
import { createTranslator } from 'next-intl';
import { MaintenanceScreen } from '@/components/maintenance/maintenance-screen';
import { isLocale, routing } from '@/i18n/routing';
import { offlineMessages } from '@/lib/maintenance/offline-messages';
import { shopIcons } from '@/lib/seo/shop-icon';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = createTranslator({ locale, messages: offlineMessages(locale), namespace: 'seo' });
  return { title: t('maintenanceTitle'), robots: { index: false, follow: false }, icons: shopIcons(null) };
}

/** spec §2 maintenance screen; the proxy rewrites every page here while the site is offline. */
export default function OfflinePage() {
  return <MaintenanceScreen />;
}
