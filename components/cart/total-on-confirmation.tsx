import { useTranslations } from 'next-intl';

/**
 * Where a total would be while the merchant hides prices (spec §6): the shop confirms the amount and
 * the shopper pays in cash (docs/cart-checkout.md "Hidden prices").
 */
export function TotalOnConfirmation({ className = '' }: { className?: string }) {
  const t = useTranslations('cart');
  return (
    <p className={`rounded-md bg-neutral-100 p-3 text-sm ${className}`} data-testid="total-on-confirmation">
      {t('totalOnConfirmation')}
    </p>
  );
}
