import { existsSync } from 'node:fs';
import { buildApp, defaultUploadDir } from './app';
import { cleanUpAbandoned } from './modules/cart/cart-cleanup';
import { cleanupRules } from './modules/cart/cleanup-settings';
import { openDatabase } from './core/database';
import { SettingsRepository } from './core/settings-repository';
import { prepareDatabase } from './seed/seed-database';
import { identityOptionsFrom } from './modules/identity';
import { apiSettings } from './settings';

/** Starts the reference customer API; creates and seeds the database on first start. */
async function main(): Promise<void> {
  const settings = apiSettings();
  // Before anything is written: a server without a real client secret (or DEMO=1) must not start.
  const identity = identityOptionsFrom(settings);
  const isNew = !existsSync(settings.DATABASE_PATH);
  const db = openDatabase(settings.DATABASE_PATH);
  const siteSettings = new SettingsRepository(db);

  await prepareDatabase(
    db,
    { products: settings.SEED_PRODUCTS, imageDir: settings.IMAGE_DIR, demo: settings.DEMO, databasePath: settings.DATABASE_PATH },
    isNew,
  );
  if (settings.MAINTENANCE) siteSettings.setMaintenance(settings.MAINTENANCE === 'on');

  const app = buildApp({
    db,
    tenant: settings.TENANT,
    imageDir: settings.IMAGE_DIR,
    commerce: {
      storefrontUrl: settings.STOREFRONT_URL,
      returnOrigins: settings.PAYMENT_RETURN_ORIGINS,
      publicUrl: settings.API_PUBLIC_URL ?? null,
      holdSeconds: settings.PAYMENT_HOLD_SECONDS,
      paymentLinkKey: settings.PAYMENT_LINK_KEY,
      paymentSimulator: settings.PAYMENT_SIMULATOR === 'on',
    },
    log: { level: settings.LOG_LEVEL },
    identity,
  });
  await app.listen({ port: settings.API_PORT, host: settings.API_HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.API_PORT;
  const host = settings.API_HOST.includes(':') ? `[${settings.API_HOST}]` : settings.API_HOST;
  console.info(
    `Customer API listening on http://${host}:${port}/${settings.TENANT}/customer-api/v2` +
      (siteSettings.isMaintenance() ? ' (maintenance on)' : ''),
  );
  console.info(
    settings.PAYMENT_SIMULATOR === 'on'
      ? 'Card payments go to the payment simulator (test mode, PAYMENT_SIMULATOR=on)'
      : 'Card payments are off: no payment gateway (PAYMENT_SIMULATOR=on runs the test payment page)',
  );
  console.info(`Identity provider (OpenID Connect) at ${identity.issuerBase}/realms/${identity.realm}; mails go to ${identity.outboxDir}`);

  // Abandoned guest carts and unused uploads go on a schedule (also `npm run cleanup`).
  const cleanup = () => {
    try {
      const { carts, uploads } = cleanUpAbandoned(db, defaultUploadDir(settings.IMAGE_DIR), cleanupRules(settings));
      if (carts + uploads > 0) console.info(`Cleanup: deleted ${carts} abandoned guest cart(s) and ${uploads} unused upload(s)`);
    } catch (e) {
      console.error('Cleanup of abandoned carts failed:', e);
    }
  };
  const cleanupTimer =
    settings.CLEANUP_INTERVAL_MINUTES > 0 ? setInterval(cleanup, settings.CLEANUP_INTERVAL_MINUTES * 60_000).unref() : null;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (cleanupTimer) clearInterval(cleanupTimer);
    app
      .close()
      .then(() => {
        db.close();
        process.exit(0);
      })
      .catch((e: unknown) => {
        console.error(`Customer API did not stop cleanly on ${signal}:`, e);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((e: unknown) => {
  console.error('Customer API failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
