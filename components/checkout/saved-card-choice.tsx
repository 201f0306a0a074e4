'use client';

import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/api/cart-schemas';
import type { SavedCard } from '@/lib/api/card-schemas';
import { useSavedCards } from '@/lib/queries/use-cards';
import { useSetCartField } from '@/lib/queries/use-cart';
import { ChoiceGroup } from './choice-group';
import { RequestError } from './request-error';
import { useSavedChoice } from './use-saved-choice';

const NEW_CARD = 'new';
const mmYy = (card: SavedCard) => `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;

/**
 * spec §4/§7 save-card-options: a signed-in customer paying by card picks a saved card (expired ones
 * shown, not selectable) or a new card, optionally saved; each choice is sent and the cart reloads.
 */
export function SavedCardChoice({ cart }: { cart: Cart }) {
  const t = useTranslations('checkout');
  const { data: cards = [] } = useSavedCards();
  const setOptions = useSetCartField('save-card-options');
  const options = cart.saveCardOptions;
  const savedChoice = options.useSavedCard && options.cardId ? options.cardId : NEW_CARD;
  const nameOf = (card: SavedCard) =>
    t(card.expired ? 'savedCardExpired' : 'savedCardOption', { brand: card.brand, last4: card.last4, expiry: mmYy(card) });
  const [choice, choose] = useSavedChoice(
    savedChoice,
    (value, outcome) =>
      setOptions.mutate(
        value === NEW_CARD
          ? { useSavedCard: false, saveCard: false, cardId: null }
          : { useSavedCard: true, saveCard: false, cardId: value },
        outcome,
      ),
    (value) => {
      const card = cards.find((c) => c.id === value);
      return t('choiceSaved', { group: t('cardToUse'), choice: card ? nameOf(card) : t('useNewCard') });
    },
  );

  return (
    <ChoiceGroup
      name="saved-card"
      legend={t('cardToUse')}
      layout="list"
      options={[
        ...cards.map((card) => ({ value: card.id, label: nameOf(card), disabled: card.expired })),
        { value: NEW_CARD, label: t('useNewCard') },
      ]}
      value={choice}
      onChoose={choose}
    >
      {choice === NEW_CARD && (
        <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            checked={!options.useSavedCard && options.saveCard}
            disabled={setOptions.isPending}
            onChange={(e) => setOptions.mutate({ useSavedCard: false, saveCard: e.target.checked, cardId: null })}
          />
          {t('saveCard')}
        </label>
      )}
      <RequestError error={setOptions.error} />
    </ChoiceGroup>
  );
}
