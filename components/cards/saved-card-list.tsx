'use client';

import { DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { primaryButton, secondaryButton } from '@/components/ui/button';
import { DialogShell } from '@/components/ui/dialog-shell';
import type { SavedCard } from '@/lib/api/card-schemas';
import { BffError } from '@/lib/bff/client';
import { useDeleteCard, useSavedCards } from '@/lib/queries/use-cards';

const mmYy = (card: SavedCard) => `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;

/** The customer's saved cards: brand, last four, expiry (expired ones marked), delete after confirming; the list reloads after a deletion (spec §4). */
export function SavedCardList({ initial }: { initial: SavedCard[] }) {
  const t = useTranslations();
  const { data: cards = initial } = useSavedCards(initial);
  const remove = useDeleteCard();
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const nameOf = (card: SavedCard) => t('account.cardEnding', { brand: card.brand, last4: card.last4 });

  const confirmDelete = async () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    setFailure(null);
    try {
      await remove.mutateAsync(target.id);
    } catch (e) {
      setFailure(e instanceof BffError ? e.message : t('errors.generic'));
    }
  };

  return (
    <section className="space-y-4">
      {failure && <Alert>{failure}</Alert>}
      {cards.length === 0 ? (
        <p>{t('account.noSavedCards')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {cards.map((card) => (
            <li key={card.id} className="space-y-2 rounded-md border border-neutral-300 p-4">
              <p className="font-semibold">{nameOf(card)}</p>
              <p className="text-sm">{card.holderName}</p>
              {card.expired ? (
                <p className="inline-block rounded bg-red-50 px-2 py-1 text-sm font-semibold text-red-800">
                  {t('account.cardExpired', { expiry: mmYy(card) })}
                </p>
              ) : (
                <p className="text-sm">{t('account.cardExpires', { expiry: mmYy(card) })}</p>
              )}
              <button
                type="button"
                className="min-h-11 px-2 text-sm font-semibold text-brand underline underline-offset-2 disabled:opacity-60"
                disabled={remove.isPending}
                aria-label={`${t('account.deleteCard')}: ${nameOf(card)}`}
                onClick={() => setDeleting(card)}
              >
                {t('account.deleteCard')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <DialogShell open={deleting !== null} onClose={() => setDeleting(null)} closeLabel={t('common.close')}>
        <div className="space-y-4">
          <DialogTitle className="text-lg font-semibold">{t('account.deleteCard')}</DialogTitle>
          <p>{deleting ? t('account.confirmDeleteCard', { card: nameOf(deleting) }) : null}</p>
          <div className="flex gap-3">
            <button type="button" className={primaryButton} disabled={remove.isPending} onClick={confirmDelete}>
              {t('common.delete')}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      </DialogShell>
    </section>
  );
}
