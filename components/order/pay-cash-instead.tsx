'use client';

import { RequestError } from '@/components/checkout/request-error';
import { secondaryButton } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useRouter } from '@/i18n/navigation';
import { useSetCartField } from '@/lib/queries/use-cart';
import { paths } from '@/lib/routes/paths';

/** After a failed card payment: cash instead, then straight back to the checkout with everything kept. */
// The label comes from the server page: the order messages are not among the client's namespaces.
export function PayCashInstead({ label }: { label: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const setMethod = useSetCartField('payment-method');
  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        className={secondaryButton}
        disabled={!hydrated || setMethod.isPending}
        onClick={() => setMethod.mutate({ paymentMethod: 'CASH' }, { onSuccess: () => router.push(paths.checkout()) })}
      >
        {label}
      </button>
      <RequestError error={setMethod.error} />
    </div>
  );
}
