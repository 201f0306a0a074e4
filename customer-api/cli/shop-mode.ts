import type { SiteSchema } from '../../lib/api/schemas';
import type { SettingsRepository } from '../core/settings-repository';
import { demoAnalytics } from '../seed/site';
import { withSiteSettings } from './site-settings';

/** The merchant's access modes (spec §6) and the multi-store flag (spec §4) as the site schema's generalSettings switches. */
const MODES = {
  'registered-only': 'isRegisteredUsersOnly',
  catalogue: 'useSiteAsCatalog',
  'hidden-prices': 'hideProductPrice',
  private: 'isStorePublic',
  'multi-store': 'isMultiStore',
} as const;
type Mode = keyof typeof MODES;

/** The merchant's optional extras (spec §1, §3): trackers with cookie consent, the popup and chat widget. */
const EXTRAS = ['analytics', 'widgets'] as const;
type Extra = (typeof EXTRAS)[number];

const USAGE = [
  `Usage: npm run shop-mode -- <${[...Object.keys(MODES), ...EXTRAS].join('|')}> on|off`,
  '       npm run shop-mode -- error-reporting <dsn>|off',
  '       npm run shop-mode -- status',
].join('\n');

function switchExtra(settings: SettingsRepository, extra: Extra, on: boolean): void {
  settings.updateSite((stored) => {
    const site = stored as Partial<SiteSchema> & Record<string, unknown>;
    if (extra === 'analytics') {
      site.analyticsConfigurations = demoAnalytics(on);
      // Trackers only ever run after the shopper's consent.
      if (on) site.cookiesConfig = { isAllowCookie: true };
    } else {
      if (site.popUpConfig) site.popUpConfig = { ...site.popUpConfig, isEnabled: on };
      if (site.messengerConfigurations) site.messengerConfigurations = { ...site.messengerConfigurations, isEnabled: on };
    }
  });
}

function printStatus(site: SiteSchema): void {
  const general = site.generalSettings;
  for (const [name, key] of Object.entries(MODES)) {
    const on = key === 'isStorePublic' ? !general[key] : Boolean(general[key]);
    console.info(`${name.padEnd(16)} ${on ? 'on' : 'off'}`);
  }
  const a = site.analyticsConfigurations;
  const trackers = [
    ['Facebook Pixel', a.facebookPixelConfigurations],
    ['GA4', a.googleAnalyticsConfigurations],
    ['GTM', a.googleTagManagerConfigurations],
  ] as const;
  const enabled = trackers.filter(([, c]) => c.isEnabled).map(([name, c]) => `${name} ${c.id}`);
  console.info(
    `${'analytics'.padEnd(16)} ${enabled.length > 0 ? `on (${enabled.join(', ')})` : 'off'}; cookie consent ${site.cookiesConfig.isAllowCookie ? 'asked' : 'not asked: no tracking'}`,
  );
  console.info(
    `${'widgets'.padEnd(16)} popup ${site.popUpConfig.isEnabled ? 'on' : 'off'}, chat ${site.messengerConfigurations.isEnabled ? 'on' : 'off'}`,
  );
  console.info(`${'error-reporting'.padEnd(16)} ${site.utilityConfigurations.errorReportingKey ?? 'off'}`);
}

/** `npm run shop-mode -- registered-only on`: flips a mode in the database the running API reads on every request. */
function main(): number {
  const [mode, state] = process.argv.slice(2);
  const status = mode === undefined || mode === 'status';
  const onOff = state === 'on' || state === 'off';
  const valid =
    status ||
    (mode === 'error-reporting' && !!state) ||
    (mode !== undefined && (mode in MODES || (EXTRAS as readonly string[]).includes(mode)) && onOff);
  if (!valid) {
    console.error(USAGE);
    return 2;
  }
  return withSiteSettings((settings, databasePath) => {
    if (mode === 'error-reporting') {
      const key = state === 'off' ? null : state;
      settings.updateSite((stored) => {
        stored.utilityConfigurations = { errorReportingKey: key };
      });
    } else if (mode !== undefined && (EXTRAS as readonly string[]).includes(mode)) {
      switchExtra(settings, mode as Extra, state === 'on');
    } else if (!status) {
      const key = MODES[mode as Mode];
      // "private" is on when the store is NOT public.
      const on = state === 'on';
      settings.setGeneralSetting(key, key === 'isStorePublic' ? !on : on);
    }
    printStatus(settings.requireSite());
    console.info(
      `(${databasePath}; the storefront's server follows within STATUS_CHECK_SECONDS, its cached pages within CATALOGUE_REVALIDATE_SECONDS)`,
    );
    return 0;
  });
}

process.exitCode = main();
