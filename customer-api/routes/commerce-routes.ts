import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CartActions } from '../commerce/cart-actions';
import { CartCore } from '../commerce/cart-service';
import type { Shopper } from '../commerce/checkout-fields';
import { CheckoutService } from '../commerce/checkout-service';
import { ReturnAddresses } from '../commerce/return-address';
import { resolveShopper, type BearerVerifier } from '../commerce/shopper';
import type { Db } from '../db/open';
import { cartRoutes } from './cart-routes';
import { stockScope, type RouteContext } from './context';
import { orderRoutes } from './order-routes';
import { paymentPageRoutes } from './payment-page-routes';

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
}

/** What the cart, order and payment route modules share. */
export interface CommerceContext {
  ctx: RouteContext;
  actions: CartActions;
  checkout: CheckoutService;
  options: CommerceOptions;
  /** Where the payment page may send shoppers back (the storefront they shop on, when allowed). */
  returns: ReturnAddresses;
  now: () => Date;
  /** The caller (401 when none); a guest session sent with a bearer token has its cart adopted. */
  shopper(request: FastifyRequest): Promise<Shopper>;
  /** The inventory location header (validated), for carts that have none yet. */
  location(request: FastifyRequest): string | null;
  /** Absolute URL of the hosted payment page of a payment, carrying the purchase's allowed `returnUrl`. */
  paymentPageUrl(request: FastifyRequest, paymentId: string): string;
}

/**
 * Cart, checkout, payment and order calls of spec §7, in their own plugin scope: its body parsers
 * (raw uploads, the payment form, empty JSON bodies) do not leak into the catalogue routes.
 */
export function commerceRoutes(app: FastifyInstance, ctx: RouteContext, db: Db, options: CommerceOptions): void {
  const now = options.now ?? (() => new Date());
  const core = new CartCore(db, ctx, now);
  const actions = new CartActions(core, options.uploadDir);
  const checkout = new CheckoutService(core);
  const returns = new ReturnAddresses(options.storefrontUrl, options.returnOrigins);

  const commerce: CommerceContext = {
    ctx,
    actions,
    checkout,
    options,
    returns,
    now,
    async shopper(request) {
      const resolved = await resolveShopper(request.headers, options.verifyBearer);
      if (resolved.adoptGuestKey) checkout.adoptGuestCart(resolved.adoptGuestKey, resolved);
      return { kind: resolved.kind, key: resolved.key, email: resolved.email };
    },
    location: (request) => stockScope(ctx, request),
    paymentPageUrl(request, paymentId) {
      const base = options.publicUrl ?? `${request.protocol}://${request.host}`;
      const back = returns.requested((request.query as Record<string, unknown> | undefined)?.returnUrl);
      const query = back ? `?${new URLSearchParams({ return: back })}` : '';
      return `${base.replace(/\/$/, '')}/${ctx.tenant}/payment/${encodeURIComponent(paymentId)}${query}`;
    },
  };

  void app.register(async (scope) => {
    // Every body arrives as bytes here; each route parses (and bounds) its own.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body.trim() : body.toString('utf8').trim();
      if (text === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text) as unknown);
      } catch (e) {
        done(e instanceof Error ? e : new SyntaxError('Invalid JSON'), undefined);
      }
    });
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    cartRoutes(scope, commerce);
    orderRoutes(scope, commerce);
    paymentPageRoutes(scope, commerce);
  });
}
