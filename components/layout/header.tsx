import { useTranslations } from 'next-intl';
import { priceDisplayFor } from '@/components/product/price-display';
import type { Shell } from '@/lib/layout/load-shell';
import { safeLink } from '@/lib/links/safe-link';
import { localize } from '@/lib/i18n/localize';
import type { ShopperContext } from '@/lib/shopper/context';
import { AnnouncementBar } from './announcement-bar';
import { CurrencySelector } from './currency-selector';
import { HeaderActions } from './header-actions';
import { LanguageSelector } from './language-selector';
import { LocationSelector } from './location-selector';
import { Logo } from './logo';
import { MegaMenu } from './mega-menu';
import { MobileMenu } from './mobile-menu';
import { SearchBar } from './search-bar';
import { StickyCategoryBar } from './sticky-category-bar';

interface HeaderProps {
  shell: Shell;
  shopper: ShopperContext;
  /** Image reference of the logo, already checked. */
  logo: string | null;
}

/** spec §2 header: announcement, logo, search, menus, selectors, wish list, cart and account. */
export function Header({ shell, shopper, logo }: HeaderProps) {
  const t = useTranslations('header');
  const { schema, currency, currencies, languages, menus } = shell;
  const banner = schema.announcementBanner;
  const hidePrices = schema.generalSettings.hideProductPrice;
  const centred = schema.logoAlignment === 'CENTER';

  const logoLink = (
    <Logo eager image={logo} merchantName={schema.merchantName} label={t('logoAlt', { merchantName: schema.merchantName })} />
  );
  const search = <SearchBar currency={currency} showPrices={!hidePrices} inventoryId={shopper.inventoryId} />;
  const mobileMenu = (
    <MobileMenu menus={menus} languages={languages} currencies={currencies} currency={currency.code} inventoryId={shopper.inventoryId} />
  );
  const end = (
    <div className="flex items-center justify-end gap-1">
      <div className="hidden items-center gap-1 lg:flex">
        <LanguageSelector languages={languages} />
        <CurrencySelector currencies={currencies} current={currency.code} />
        <LocationSelector />
      </div>
      <HeaderActions
        inventoryId={shopper.inventoryId}
        money={priceDisplayFor(schema, currency.code)}
        useSiteAsCatalog={schema.generalSettings.useSiteAsCatalog}
        isRegisteredUsersOnly={schema.generalSettings.isRegisteredUsersOnly}
      />
    </div>
  );

  return (
    <header className="site-header">
      {banner.showAnnounceBar && (
        <AnnouncementBar
          title={localize(banner.title, shopper.locale)}
          link={safeLink(banner.link)}
          homePageOnly={banner.homePageOnly}
          label={t('announcement')}
        />
      )}
      {centred ? (
        <div className="relative mx-auto grid max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4 py-3 lg:gap-4">
          <div className="flex min-w-0 items-center gap-2">
            {mobileMenu}
            {search}
          </div>
          {logoLink}
          {end}
        </div>
      ) : (
        <div className="relative mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 lg:gap-4">
          {mobileMenu}
          {logoLink}
          {search}
          {end}
        </div>
      )}
      <StickyCategoryBar>
        <MegaMenu menus={menus} alignment={schema.menuAlignment} currency={currency.code} inventoryId={shopper.inventoryId} />
      </StickyCategoryBar>
    </header>
  );
}
