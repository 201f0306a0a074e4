import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import * as affiliateContract from '../lib/api/affiliate-schemas';
import * as cardContract from '../lib/api/card-schemas';
import * as cartContract from '../lib/api/cart-schemas';
import * as profileContract from '../lib/api/profile-schemas';
import * as catalogueContract from '../lib/api/schemas';
import { acceptRawBodies } from './core/body-parsers';
import type { Db } from './core/database';
import type { LogOptions } from './core/logging';
import { documentRoutes, type OpenApiDocument } from './core/openapi';
import { enforcePrivateStore, type ServerClient } from './core/private-store';
import { enterShopperScope, type BearerVerifier } from './core/request-scope';
import { createServer, type ApiServer } from './core/server';
import { serviceRoutes } from './core/service-routes';
import { SettingsRepository } from './core/settings-repository';
import { AffiliateRepository } from './modules/affiliate/affiliate-repository';
import { affiliateClickRoutes, affiliateRoutes } from './modules/affiliate/affiliate-routes';
import { AffiliateService } from './modules/affiliate/affiliate-service';
import { CardsRepository } from './modules/cards/cards-repository';
import { cardsRoutes } from './modules/cards/cards-routes';
import { CardsService } from './modules/cards/cards-service';
import { CartPricing } from './modules/cart/cart-pricing';
import { CartRepository } from './modules/cart/cart-repository';
import { cartRoutes } from './modules/cart/cart-routes';
import { enforceShopModes, hideAmounts } from './modules/cart/shop-modes';
import { CartService } from './modules/cart/cart-service';
import { CommerceRulesRepository } from './modules/cart/commerce-rules-repository';
import { PromoRepository } from './modules/cart/promo-repository';
import { CatalogueRepository } from './modules/catalogue/catalogue-repository';
import { catalogueRoutes } from './modules/catalogue/catalogue-routes';
import { StockRepository } from './modules/catalogue/stock-repository';
import { CheckoutChoices } from './modules/checkout/checkout-choices';
import { cartFieldRoutes } from './modules/checkout/cart-field-routes';
import { checkoutRoutes, deliveryScheduleRoutes } from './modules/checkout/checkout-routes';
import { CheckoutService } from './modules/checkout/checkout-service';
import { UploadStore } from './modules/checkout/upload-store';
import { ContentRepository } from './modules/content/content-repository';
import { contentRoutes } from './modules/content/content-routes';
import { i18nRoutes } from './modules/i18n/i18n-routes';
import { TranslationsRepository } from './modules/i18n/translations-repository';
import { ImageStore } from './modules/media/image-store';
import { mediaRoutes } from './modules/media/media-routes';
import { OrderRepository } from './modules/orders/order-repository';
import { orderRoutes } from './modules/orders/order-routes';
import { OrdersService } from './modules/orders/orders-service';
import { PaymentLinks } from './modules/payments/payment-link';
import { PaymentRepository } from './modules/payments/payment-repository';
import { paymentPageRoutes, paymentPageUrlFor } from './modules/payments/payment-page-routes';
import { paymentsRoutes } from './modules/payments/payments-routes';
import { PaymentsService } from './modules/payments/payments-service';
import { ReturnAddresses } from './modules/payments/return-address';
import { registerIdentity, type IdentityOptions } from './modules/identity';
import { CLIENT_ID } from './modules/identity/provider';
import { ProfileRepository } from './modules/profile/profile-repository';
import { profileRoutes } from './modules/profile/profile-routes';
import { ProfileService } from './modules/profile/profile-service';

/** Where set/file uploads live unless `commerce.uploadDir` says otherwise: beside the image folder. */
export function defaultUploadDir(imageDir: string): string {
  return join(dirname(imageDir), 'uploads');
}

export interface CommerceOptions {
  /** Folder for set/file uploads (outside git, beside the database). */
  uploadDir: string;
  /** Where the hosted payment page sends the shopper back: `{storefrontUrl}/ipg-complete?paymentId=…`. */
  storefrontUrl: string;
  /** Other storefront origins a purchase may ask the payment page to return to (PAYMENT_RETURN_ORIGINS). */
  returnOrigins?: readonly string[];
  /** This server as the shopper's browser reaches it (hosted payment page); null: from the request's Host. */
  publicUrl?: string | null;
  /** Verifies bearer tokens of signed-in customers; without one, bearer calls answer 401. */
  verifyBearer?: BearerVerifier;
  /** The server clock (tests pin it to check business hours and promo expiry). */
  now?: () => Date;
  /** How long a card payment holds its stock and its page link lives (PAYMENT_HOLD_SECONDS). */
  holdSeconds?: number;
  /** HMAC key of the payment page links (PAYMENT_LINK_KEY); unset: generated once and kept in the database. */
  paymentLinkKey?: string;
  /** How often expired payments are swept (their stock given back); 0 turns the timer off. */
  expirySweepMs?: number;
  /** The storefront server's client credentials (default: the identity provider's client): its catalogue reads on a private store. */
  serverClient?: ServerClient;
  /** Registers the hosted test payment page (PAYMENT_SIMULATOR=on); without it a card purchase answers 501. */
  paymentSimulator?: boolean;
}

export interface AppOptions {
  db: Db;
  /** Tenant base name that prefixes the API, media and i18n paths. */
  tenant: string;
  /** Folder of the original images; resized copies go to `{imageDir}/.cache`. */
  imageDir: string;
  /** Cart, checkout and payment settings; uploads default to `{imageDir}/../uploads`. */
  commerce?: Partial<CommerceOptions>;
  /** Logging; silent unless asked (`npm run api` passes LOG_LEVEL). */
  log?: LogOptions;
  /** The OpenID Connect provider at /realms/{realm}; its tokens become the bearer check unless commerce.verifyBearer is given. */
  identity?: IdentityOptions;
}

const TENANT = /^[a-z0-9-]{1,60}$/;

/**
 * The reference customer API as a Fastify instance (not listening): the composition root. It
 * builds each module's repositories and services, and registers the modules' routes — the
 * shopper's calls inside the shopper scope, which resolves the caller once per request.
 */
export function buildApp({ db, tenant, imageDir, commerce = {}, log = { level: 'silent' }, identity }: AppOptions): ApiServer {
  if (!TENANT.test(tenant)) throw new Error(`Invalid tenant name: ${tenant}`);
  const options: CommerceOptions = { uploadDir: defaultUploadDir(imageDir), storefrontUrl: 'http://localhost:3000', ...commerce };
  const now = options.now ?? (() => new Date());
  const simulator = options.paymentSimulator === true;
  const apiPrefix = `/${tenant}/customer-api/v2`;
  const openApiPath = `${apiPrefix}/openapi.json`;

  const settings = new SettingsRepository(db);
  const app = createServer({ log, settings, apiPrefix, alwaysOn: [openApiPath] });
  documentRoutes(app, {
    title: 'Customer API (reference server)',
    version: 'v2',
    description:
      'The customer API the storefront calls (spec §7), generated from the zod contract in lib/api. ' +
      'Paths name the tenant as {tenant}; calls marked with security need a bearer token or a guest session.',
    tenant,
    contracts: [catalogueContract, cartContract, profileContract, cardContract, affiliateContract],
  });

  const catalogue = new CatalogueRepository(db);
  // At 100,000 products the search index takes 1–2 s to build on a busy machine: before the first shopper.
  app.addHook('onReady', async () => catalogue.warmUp());
  const content = new ContentRepository(db);
  const translations = new TranslationsRepository(db);
  const images = new ImageStore(imageDir);
  const pricing = new CartPricing({
    settings,
    content,
    stock: new StockRepository(db),
    carts: new CartRepository(db),
    promos: new PromoRepository(db),
    commerce: new CommerceRulesRepository(db),
    now,
  });
  const orders = new OrdersService(pricing, new OrderRepository(db));
  const cards = new CardsService(db, new CardsRepository(db), now);
  const payments = new PaymentsService({
    db,
    pricing,
    orders,
    records: new PaymentRepository(db),
    cards,
    holdSeconds: options.holdSeconds ?? 900,
  });
  const links = new PaymentLinks(
    options.paymentLinkKey ?? settings.keptSecret('payment-link-key', () => randomBytes(32).toString('base64url')),
  );
  const cart = new CartService(db, pricing, payments);
  const choices = new CheckoutChoices(cart, pricing, new UploadStore(options.uploadDir));
  const checkout = new CheckoutService(db, pricing, orders, payments);
  const returns = new ReturnAddresses(options.storefrontUrl, options.returnOrigins);
  const affiliate = new AffiliateService(db, new AffiliateRepository(db), now, () => pricing.timeZone());
  const signIn = identity ? registerIdentity(app, { db, tenant, apiPrefix, site: () => settings.site() }, identity) : undefined;
  const profiles = new ProfileService({
    db,
    profiles: new ProfileRepository(db),
    content,
    catalogue,
    merchantId: () => settings.site()?.merchantId ?? '',
    now,
    emailChanges: signIn?.emailChanges,
  });
  const verifyBearer = options.verifyBearer ?? signIn?.verifyBearer;
  const serverClient = options.serverClient ?? (identity ? { id: CLIENT_ID, secret: identity.clientSecret } : undefined);

  void app.register(serviceRoutes, { db, openApiPath, document: () => app.swagger() as unknown as OpenApiDocument });
  void app.register(
    async (api) => {
      enforcePrivateStore(api, { settings, apiPrefix, verifyBearer, serverClient });
      await api.register(catalogueRoutes, { settings, catalogue });
      await api.register(contentRoutes, { content });
      await api.register(affiliateClickRoutes, { affiliate });
      await api.register(deliveryScheduleRoutes, { pricing });
      await api.register(async (shopperCalls) => {
        acceptRawBodies(shopperCalls);
        enterShopperScope(shopperCalls, { verifyBearer, onSignIn: (guestKey, user) => cart.adoptGuestCart(guestKey, user) });
        enforceShopModes(shopperCalls, settings);
        hideAmounts(shopperCalls, settings);
        await shopperCalls.register(cartRoutes, { settings, cart });
        await shopperCalls.register(cartFieldRoutes, { settings, cart, choices });
        await shopperCalls.register(checkoutRoutes, {
          settings,
          choices,
          checkout,
          paymentPageUrl: simulator ? paymentPageUrlFor(tenant, options.publicUrl ?? null, returns, links) : null,
          attributeCart: (cartId, buyer, token) => affiliate.attributeCart(cartId, buyer, token),
        });
        await shopperCalls.register(paymentsRoutes, { payments });
        await shopperCalls.register(orderRoutes, { orders });
        await shopperCalls.register(profileRoutes, { profiles, now });
        await shopperCalls.register(cardsRoutes, { cards });
        await shopperCalls.register(affiliateRoutes, { affiliate });
      });
    },
    { prefix: apiPrefix },
  );
  void app.register(i18nRoutes, { prefix: `/i18n/${tenant}`, settings, translations });
  void app.register(mediaRoutes, { prefix: `/${tenant}/media`, images });
  if (simulator) void app.register(paymentPageRoutes, { tenant, returns, payments, settings, links, now });

  // Payments nobody comes back to still give their stock back when their time is up.
  const sweepMs = options.expirySweepMs ?? 30_000;
  if (sweepMs > 0) {
    const sweep = setInterval(() => {
      try {
        payments.sweepExpired();
      } catch (e) {
        app.log.error({ err: e }, 'sweeping expired payments failed');
      }
    }, sweepMs);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
  return app;
}
