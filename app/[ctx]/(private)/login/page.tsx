import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SignInStart } from '@/components/auth/sign-in-start';
import { localizedPath, sameSitePath } from '@/lib/routes/paths';
import { privatePageTitle } from '@/lib/seo/private-page';
import { getCaller } from '@/lib/session/caller.server';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

export const generateMetadata = privatePageTitle('seo.loginTitle');

type Search = Promise<Record<string, string | string[] | undefined>>;

/** spec §2 /login: starts the provider's sign-in and returns the shopper to `callbackUrl` (this site only). */
export default async function LoginPage({ params, searchParams }: { params: Promise<CtxParams>; searchParams: Search }) {
  const shopper = await pageContext(params);
  const query = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const callbackPath = sameSitePath(one(query.callbackUrl)) ?? localizedPath(shopper.locale, '/');
  const caller = await getCaller();
  // A session the API refused (`expired`) is signed in again, not sent back to the page that refused it.
  if (caller.kind === 'customer' && one(query.expired) !== '1') redirect(callbackPath);

  const t = await getTranslations({ locale: shopper.locale });
  const failed = one(query.error) !== undefined;
  return (
    <div className="mx-auto w-full max-w-md px-4">
      <h1 className="pt-10 text-center text-2xl font-semibold">{t('seo.loginTitle')}</h1>
      {failed && (
        <p role="alert" className="pt-4 text-center text-sm text-red-700">
          {t('header.signInFailed')}
        </p>
      )}
      <SignInStart
        callbackPath={callbackPath}
        locale={shopper.locale}
        auto={!failed}
        labels={{ starting: t('header.signInStarting'), signIn: t('header.login') }}
      />
    </div>
  );
}
