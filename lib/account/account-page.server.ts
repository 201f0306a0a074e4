import 'server-only';
import { redirect } from 'next/navigation';
import type { CallContext } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { localizedPath, paths } from '@/lib/routes/paths';
import type { ShopperContext } from '@/lib/shopper/context';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { pageCaller } from '@/lib/shopper/shopper-cart';

/** Where sign-in sends the shopper back: this account page in their language. */
function toSignIn(shopper: ShopperContext, returnTo: string, expired = false): never {
  redirect(localizedPath(shopper.locale, paths.login(localizedPath(shopper.locale, returnTo), { expired })));
}

/**
 * The signed-in customer's `CallContext` for an account page. A visitor who is not signed in (or
 * whose token the API no longer takes) goes to sign in and back; an identity outage is an error, never "signed out".
 */
export async function accountPageData<T>(shopper: ShopperContext, returnTo: string, load: (call: CallContext) => Promise<T>): Promise<T> {
  const { caller, call } = await pageCaller(shopper);
  if (caller.kind === 'unavailable') throw new Error('Signing in is unavailable right now');
  if (caller.kind !== 'customer') toSignIn(shopper, returnTo);
  try {
    return await load(call);
  } catch (e) {
    if (isApiError(e, 'unauthorized')) toSignIn(shopper, returnTo, true);
    throw e;
  }
}

/**
 * The page of `/account`, `/account/details` or `/account/history`, which have no page of their own: a
 * shopper who types one is sent to its first page, in their language (a guest reaches it through sign-in,
 * as any account page).
 */
export function firstPageRedirect(path: string) {
  return async function AccountIndex({ params }: { params: Promise<CtxParams> }): Promise<never> {
    const shopper = await pageContext(params);
    redirect(localizedPath(shopper.locale, path));
  };
}
