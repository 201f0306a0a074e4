import { withSiteSettings } from './site-settings';

/** `npm run maintenance -- on|off|status`: flips the switch the running server reads on every request. */
function main(): number {
  const command = process.argv[2] ?? 'status';
  if (!['on', 'off', 'status'].includes(command)) {
    console.error('Usage: npm run maintenance -- on|off|status');
    return 2;
  }
  return withSiteSettings((settings, databasePath) => {
    if (command !== 'status') settings.setMaintenance(command === 'on');
    console.info(`Maintenance is ${settings.isMaintenance() ? 'on' : 'off'} (${databasePath})`);
    return 0;
  });
}

process.exitCode = main();
