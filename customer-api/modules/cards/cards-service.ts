import type { SavedCard } from '../../../lib/api/card-schemas';
import type { Db } from '../../core/database';
import { notFound, unauthorized } from '../../core/errors';
import { newId } from '../../core/ids';
import type { Shopper } from '../../core/request-scope';
import { toSavedCardView, type CardRecord } from './card-rules';
import type { CardsRepository } from './cards-repository';

/** What the gateway hands back for a card it has tokenised. */
export type GatewayCard = Pick<CardRecord, 'brand' | 'last4' | 'expMonth' | 'expYear' | 'holderName'>;

const signedIn = (shopper: Shopper): string => {
  if (shopper.kind !== 'user') throw unauthorized('Sign in to see your saved cards');
  return shopper.key;
};

/** Saved cards: each customer sees, uses and deletes only their own. */
export class CardsService {
  constructor(
    private readonly db: Db,
    private readonly records: CardsRepository,
    private readonly now: () => Date,
  ) {}

  list(shopper: Shopper): SavedCard[] {
    const owner = signedIn(shopper);
    const now = this.now();
    return this.records.cardsOf(owner).map((c) => toSavedCardView(c, now));
  }

  /** Deletes one of the caller's cards and answers the rest; anyone else's card is not found. */
  remove(shopper: Shopper, cardId: string): SavedCard[] {
    const owner = signedIn(shopper);
    const removed = this.db.transaction(() => this.records.remove(cardId, owner)).immediate();
    if (!removed) throw notFound('No such saved card');
    return this.list(shopper);
  }

  /** The caller's own card (paying with it); undefined for a guest, an unknown card or someone else's. */
  ownCard(owner: Pick<Shopper, 'kind' | 'key'>, cardId: string): CardRecord | undefined {
    if (owner.kind !== 'user') return undefined;
    const card = this.records.card(cardId);
    return card?.ownerKey === owner.key ? card : undefined;
  }

  /** Keeps the card a paid payment used, as the gateway returns it (inside the caller's transaction). */
  saveForCustomer(ownerKey: string, card: GatewayCard, now: Date): CardRecord {
    return (
      this.records.same(ownerKey, card) ?? this.records.insert({ ...card, ownerKey, token: newId('tok'), createdAt: now.toISOString() })
    );
  }
}
