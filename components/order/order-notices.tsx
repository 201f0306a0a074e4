import { useTranslations } from 'next-intl';
import { primaryButton } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { paths, type PaymentEndReason } from '@/lib/routes/paths';

/** spec §2 order-not-permitted page: someone else's order, or none. */
export function OrderNotPermitted() {
  const t = useTranslations('order');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-6 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('notPermitted')}</h1>
      <Link href="/" className={primaryButton}>
        {t('goToHome')}
      </Link>
    </section>
  );
}

/** Over the order look-up limit (`orderLookup` in lib/http/rate-limits.server.ts): no order is read. */
export function OrderLookupLimited() {
  const t = useTranslations('errors');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-6 py-16 text-center">
      <div role="alert">
        <h1 className="text-2xl font-semibold">{t('tooManyAttempts')}</h1>
      </div>
      <Link href="/" className={primaryButton}>
        {t('tryAgain')}
      </Link>
    </section>
  );
}

/** spec §2 payment failure page: the way back to checkout; says so when the payment was refunded or expired. */
export function PaymentFailed({ reason }: { reason?: PaymentEndReason }) {
  const t = useTranslations('order');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('paymentFailed')}</h1>
      {reason === 'voided' ? <p role="status">{t('paymentVoided')}</p> : null}
      {reason === 'expired' ? <p role="status">{t('paymentExpired')}</p> : null}
      <p className="text-ink-muted">{t('tryAgain')}</p>
      <Link href={paths.checkout()} className={primaryButton}>
        {t('goToCheckout')}
      </Link>
    </section>
  );
}

/** The payment provider has not settled yet: the shopper can ask again. */
export function PaymentPending({ href }: { href: string }) {
  const t = useTranslations('order');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-xl font-semibold" role="status">
        {t('paymentPending')}
      </h1>
      <a href={href} className={primaryButton}>
        {t('checkAgain')}
      </a>
    </section>
  );
}
