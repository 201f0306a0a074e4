import { AffiliateRepository } from '../modules/affiliate/affiliate-repository';
import { withDatabase } from './site-settings';

const USAGE = 'Usage: npm run affiliate -- on|off|status|commission <percent>';

/** `npm run affiliate -- on|off|status|commission 7.5`: the merchant's programme switch and commission, read on every request. */
function main(): number {
  const [command = 'status', value] = process.argv.slice(2);
  const percent = Number(value);
  if (
    !['on', 'off', 'status', 'commission'].includes(command) ||
    (command === 'commission' && (value === undefined || !Number.isFinite(percent) || percent < 0 || percent > 100))
  ) {
    console.error(USAGE);
    return 2;
  }
  return withDatabase((db, databasePath) => {
    const records = new AffiliateRepository(db);
    const current = records.programme();
    if (command === 'on' || command === 'off') records.setProgramme({ ...current, enabled: command === 'on' });
    if (command === 'commission') records.setProgramme({ ...current, commissionPercent: Math.round(percent * 100) / 100 });
    const now = records.programme();
    console.info(`The affiliate programme is ${now.enabled ? 'on' : 'off'}, commission ${now.commissionPercent} % (${databasePath})`);
    return 0;
  });
}

process.exitCode = main();
