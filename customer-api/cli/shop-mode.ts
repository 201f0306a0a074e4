import { withSiteSettings } from './site-settings';

/** The merchant's access modes (spec §6) as the site schema's generalSettings switches. */
const MODES = {
  'registered-only': 'isRegisteredUsersOnly',
  catalogue: 'useSiteAsCatalog',
  'hidden-prices': 'hideProductPrice',
  private: 'isStorePublic',
} as const;
type Mode = keyof typeof MODES;

const USAGE = `Usage: npm run shop-mode -- <${Object.keys(MODES).join('|')}> on|off, or npm run shop-mode -- status`;

/** `npm run shop-mode -- registered-only on`: flips a mode in the database the running API reads on every request. */
function main(): number {
  const [mode, state] = process.argv.slice(2);
  const status = mode === undefined || mode === 'status';
  if (!status && (!(mode in MODES) || (state !== 'on' && state !== 'off'))) {
    console.error(USAGE);
    return 2;
  }
  return withSiteSettings((settings, databasePath) => {
    if (!status) {
      const key = MODES[mode as Mode];
      // "private" is on when the store is NOT public.
      const on = state === 'on';
      settings.setGeneralSetting(key, key === 'isStorePublic' ? !on : on);
    }
    const general = settings.requireSite().generalSettings;
    for (const [name, key] of Object.entries(MODES)) {
      const on = key === 'isStorePublic' ? !general[key] : Boolean(general[key]);
      console.info(`${name.padEnd(16)} ${on ? 'on' : 'off'}`);
    }
    console.info(`(${databasePath}; the storefront's server follows within STATUS_CHECK_SECONDS, its cached pages within CATALOGUE_REVALIDATE_SECONDS)`);
    return 0;
  });
}

process.exitCode = main();
