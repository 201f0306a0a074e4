import { z } from 'zod';
import { originList } from '../lib/http/origin-list';
import { invalidSettingsLine } from '../lib/settings/invalid-settings';
import { LOG_LEVELS } from './core/logging';
import { identitySettingsShape } from './modules/identity/settings';

/** Settings of the reference server from the environment; defaults run the embedded demo. */
export const apiSettingsSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000).describe('Port.'),
  API_HOST: z.string().min(1).default('127.0.0.1').describe('Interface to listen on (`0.0.0.0` to expose it).'),
  TENANT: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'lower-case letters, digits and hyphens')
    .default('demo')
    .describe('Tenant base name in every path.'),
  DATABASE_PATH: z
    .string()
    .min(1)
    .default('data/customer-api.sqlite')
    .describe('SQLite file; created and seeded on first start when absent.'),
  IMAGE_DIR: z
    .string()
    .min(1)
    .default('data/images')
    .describe('Generated product images; resized copies are cached in `{IMAGE_DIR}/.cache`.'),
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(500_000).default(150).describe('Products generated when the database is created.'),
  MAINTENANCE: z
    .enum(['on', 'off'])
    .optional()
    .describe('`on` / `off` forces the maintenance switch at start; unset keeps the stored one.'),
  STOREFRONT_URL: z
    .string()
    .url()
    .default('http://localhost:3000')
    .describe(
      'Storefront the simulated hosted payment page sends shoppers back to (`/ipg-complete`); a shopper on one of its loopback names (`127.0.0.1`, `localhost`, `[::1]`) goes back to that name.',
    ),
  PAYMENT_RETURN_ORIGINS: originList.describe('Other storefront origins the payment page may send shoppers back to, comma separated.'),
  API_PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .describe("This API as shoppers' browsers reach it, for the hosted payment page's links. Unset: the request's Host."),
  PAYMENT_HOLD_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .max(86_400)
    .default(900)
    .describe('How long a card payment holds its stock and its payment page link lives ([docs/card-payments.md](docs/card-payments.md)).'),
  GUEST_CART_DAYS: z.coerce
    .number()
    .min(0.001)
    .max(3650)
    .default(30)
    .describe('An open guest cart nobody touched for this many days is deleted, with its uploaded file.'),
  UPLOAD_ORPHAN_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(8760)
    .default(6)
    .describe(
      'An uploaded file no cart names (of a deleted cart, or of a cart emptied of items and untouched this long) is deleted after this many hours; a replaced file goes at once.',
    ),
  ORDER_UPLOAD_DAYS: z.coerce
    .number()
    .min(0.001)
    .max(3650)
    .default(90)
    .describe('The file attached to a placed order is deleted this many days after the order (the order keeps its name and size).'),
  CLEANUP_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_080)
    .default(60)
    .describe('How often the running API does that cleanup (`0`: only `npm run cleanup`).'),
  PAYMENT_LINK_KEY: z
    .string()
    .min(32, 'at least 32 characters')
    .optional()
    .describe("HMAC key (≥ 32 characters) signing the payment page's links. Unset: generated once, kept in the database."),
  PAYMENT_SIMULATOR: z
    .enum(['on', 'off'])
    .default('off')
    .describe(
      '`on` runs the simulated hosted payment page (test mode), whatever `NODE_ENV` says; off, a card purchase answers 501 and no payment page exists. `npm run demo` and the tests set it.',
    ),
  DEMO: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1')
    .describe(
      '`1`: the embedded demo; `AUTH_CLIENT_SECRET` may be unset or the published demo secret, and the demo customers (published password `Demo-pass-1`) are added at start and by `npm run seed`; never otherwise (`npm run demo` and the tests set it).',
    ),
  NODE_ENV: z.string().optional().describe("Node's own, not one of this API's settings."),
  TRUSTED_PROXY_HOPS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10)
    .default(0)
    .describe(
      "Proxies in front of the API that append to `X-Forwarded-For`: the caller's address (sign-in throttle) is that many entries from its end; `0` takes the socket's peer and ignores the header. Set `1` behind one reverse proxy.",
    ),
  LOG_LEVEL: z
    .enum(LOG_LEVELS)
    .default('info')
    .describe(
      "Level of the API's JSON log lines (`fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`); one line per request start and end with its `x-request-id`, never headers or bodies. `npm run demo` starts the API at `warn` unless set, `npm run bench` always at `warn`.",
    ),
  ...identitySettingsShape,
});

export type ApiSettings = z.infer<typeof apiSettingsSchema>;

export function apiSettings(env: NodeJS.ProcessEnv = process.env): ApiSettings {
  // An empty variable means "not set", so `API_PORT= npm run api` still gets the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = apiSettingsSchema.safeParse(present);
  if (!parsed.success) throw new Error(invalidSettingsLine('customer API', parsed.error));
  return parsed.data;
}
