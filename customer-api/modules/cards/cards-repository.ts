import type { Db } from '../../core/database';
import { newId } from '../../core/ids';
import type { CardRecord } from './card-rules';

interface CardRow {
  id: string;
  owner_key: string;
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  created_at: string;
}

const toCard = (r: CardRow): CardRecord => ({
  id: r.id,
  ownerKey: r.owner_key,
  token: r.token,
  brand: r.brand,
  last4: r.last4,
  expMonth: r.exp_month,
  expYear: r.exp_year,
  holderName: r.holder_name,
  createdAt: r.created_at,
});

/** The `saved_cards` table. Callers run changes inside their transaction. */
export class CardsRepository {
  private readonly cardById;
  private readonly cardsOfOwner;
  private readonly sameCard;
  private readonly insertCard;
  private readonly deleteCard;

  constructor(db: Db) {
    this.cardById = db.prepare<[string], CardRow>('SELECT * FROM saved_cards WHERE id = ?');
    this.cardsOfOwner = db.prepare<[string], CardRow>('SELECT * FROM saved_cards WHERE owner_key = ? ORDER BY created_at DESC, id');
    this.sameCard = db.prepare<[string, string, string, number, number], CardRow>(
      'SELECT * FROM saved_cards WHERE owner_key = ? AND brand = ? AND last4 = ? AND exp_month = ? AND exp_year = ?',
    );
    this.insertCard = db.prepare(
      `INSERT INTO saved_cards (id, owner_key, token, brand, last4, exp_month, exp_year, holder_name, created_at)
       VALUES (@id, @ownerKey, @token, @brand, @last4, @expMonth, @expYear, @holderName, @createdAt)`,
    );
    this.deleteCard = db.prepare('DELETE FROM saved_cards WHERE id = ? AND owner_key = ?');
  }

  card(id: string): CardRecord | undefined {
    const row = this.cardById.get(id);
    return row ? toCard(row) : undefined;
  }

  cardsOf(ownerKey: string): CardRecord[] {
    return this.cardsOfOwner.all(ownerKey).map(toCard);
  }

  /** The owner's card with the same brand, last four and expiry: saving it again keeps one. */
  same(ownerKey: string, card: Pick<CardRecord, 'brand' | 'last4' | 'expMonth' | 'expYear'>): CardRecord | undefined {
    const row = this.sameCard.get(ownerKey, card.brand, card.last4, card.expMonth, card.expYear);
    return row ? toCard(row) : undefined;
  }

  insert(card: Omit<CardRecord, 'id'>): CardRecord {
    const id = newId('card');
    this.insertCard.run({ id, ...card });
    const created = this.card(id);
    if (!created) throw new Error('card vanished after insert');
    return created;
  }

  /** Deletes the owner's card; false when it is not theirs or not there. */
  remove(id: string, ownerKey: string): boolean {
    return this.deleteCard.run(id, ownerKey).changes === 1;
  }
}
