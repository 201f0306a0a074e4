import { useTranslations } from 'next-intl';
import { primaryButton } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { GatewayReason } from '@/lib/cart/payment-failure';
import { paths, type PaymentEndReason } from '@/lib/routes/paths';
import { PayCashInstead } from './pay-cash-instead';

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

interface PaymentFailedProps {
  reason?: PaymentEndReason;
  /** The gateway's reason, when it gave a known one. */
  gateway?: GatewayReason;
  /** The ways on that keep the order; none when there is no cart to go back to. */
  choices?: { card: boolean; cash: boolean };
}

/**
 * spec §2 payment failure page: the way back to checkout; says so when the payment was refunded or
 * expired, and why the gateway refused it; offers another card or cash, the cart kept as it was.
 */
export function PaymentFailed({ reason, gateway, choices = { card: false, cash: false } }: PaymentFailedProps) {
  const t = useTranslations('order');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('paymentFailed')}</h1>
      {reason === 'voided' ? <p role="status">{t('paymentVoided')}</p> : null}
      {reason === 'expired' ? <p role="status">{t('paymentExpired')}</p> : null}
      {gateway ? <p className="font-semibold">{t(`gatewayReason.${gateway}`)}</p> : null}
      <p className="text-ink-muted">{t('tryAgain')}</p>
      {(choices.card || choices.cash) && <p>{t('orderKept')}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        {choices.card && (
          <Link href={paths.checkout()} className={primaryButton}>
            {t('tryAnotherCard')}
          </Link>
        )}
        {choices.cash && <PayCashInstead label={t('payCashInstead')} />}
      </div>
      <Link href={paths.checkout()} className={choices.card || choices.cash ? 'min-h-11 font-medium text-brand underline' : primaryButton}>
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
