import type { Db } from '../../core/database';

/** Sorts of a listing the index keeps an order for. */
type ListingSort = 'NEWEST' | 'OLDEST' | 'PRICE_LOW_TO_HIGH' | 'PRICE_HIGH_TO_LOW';

/**
 * Slots are numbered in the newest-first order of SQL (`created_date DESC, id`); the other orders are
 * sorted from it in memory with the same ties: oldest is `created_date ASC, id`, prices put products
 * without a price last and break ties newest first (`pp.amount IS NULL, pp.amount, created_date DESC, id`).
 */
const NEWEST_SQL = 'p.created_date DESC, p.id';

/** A set of enabled products: one bit per product, by its slot (its place in the newest-first order). */
export class Bits {
  constructor(readonly words: Uint32Array) {}

  static empty(size: number): Bits {
    return new Bits(new Uint32Array(Math.ceil(size / 32)));
  }

  static full(size: number): Bits {
    const bits = Bits.empty(size);
    bits.words.fill(0xffffffff);
    const rest = size % 32;
    if (rest > 0) bits.words[bits.words.length - 1] = (1 << rest) - 1;
    return bits;
  }

  has(slot: number): boolean {
    return ((this.words[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;
  }

  add(slot: number): void {
    const i = slot >>> 5;
    this.words[i] = (this.words[i] ?? 0) | (1 << (slot & 31));
  }

  remove(slot: number): void {
    const i = slot >>> 5;
    this.words[i] = (this.words[i] ?? 0) & ~(1 << (slot & 31));
  }

  // The loops below run once per word of a set (3,125 at 100,000 products) on every search: plain
  // indexed loops over the typed arrays, no callback per word. Sets of one index have the same length.

  /** This set narrowed to `other` (in place). */
  and(other: Bits): this {
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i += 1) a[i] = (a[i] as number) & (b[i] as number);
    if (n < a.length) a.fill(0, n);
    return this;
  }

  /** This set widened by `other` (in place). */
  or(other: Bits): this {
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i += 1) a[i] = (a[i] as number) | (b[i] as number);
    return this;
  }

  count(): number {
    const a = this.words;
    let n = 0;
    for (let i = 0; i < a.length; i += 1) n += popcount(a[i] as number);
    return n;
  }

  /** How many products are in both sets, without building the intersection. */
  countWith(other: Bits): number {
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    let count = 0;
    for (let i = 0; i < n; i += 1) {
      const word = (a[i] as number) & (b[i] as number);
      if (word !== 0) count += popcount(word);
    }
    return count;
  }
}

function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Full-text matches of one MATCH expression: the set, and the slots in relevance order once asked. */
interface TextMatch {
  bits: Bits;
  ranked: Int32Array | null;
}

/** Text searches kept: shoppers repeat queries (and type the same prefixes); each entry is a few tens of KB. */
const TEXT_CACHE_SIZE = 100;

/**
 * What search filters, counts and sorts on, held in memory: the enabled products in each order, a set
 * per tag, prices per currency, and recent full-text matches. Filtering and facet counts become word
 * operations over sets (a 100,000-product catalogue is 3,125 words), and a page is read by walking an
 * order until it is full, instead of SQL counting and sorting the whole matching set per request.
 * Rebuilt when `catalogue_version` (kept by triggers, migration 009) moves.
 */
export class SearchIndex {
  private readonly versionStmt;
  private built: Built | null = null;

  constructor(private readonly db: Db) {
    this.versionStmt = db.prepare<[], number>('SELECT version FROM catalogue_version WHERE id = 1').pluck();
  }

  /** The index of the catalogue as it is now (rebuilt first when the catalogue changed). */
  current(): Built {
    const version = this.versionStmt.get() ?? 0;
    if (!this.built || this.built.version !== version) this.built = new Built(this.db, version);
    return this.built;
  }
}

/** One build of the index, for one catalogue version. */
export class Built {
  /** Enabled products in newest-first order: slot → product id. */
  readonly ids: string[];
  readonly size: number;
  private readonly slotByPid: Int32Array;
  private readonly createdDates: string[];
  private slotById: Map<string, number> | null = null;
  private readonly tagBits = new Map<string, Bits>();
  /** Every tag and its products, in tag order (as SQL sorts text), for facet counts. */
  readonly tagSets: readonly (readonly [string, Bits])[];
  private readonly orders = new Map<string, Int32Array>();
  private readonly prices = new Map<string, Float64Array>();
  private readonly textMatches = new Map<string, TextMatch>();
  private readonly matchStmt;
  private readonly rankedStmt;

  constructor(
    private readonly db: Db,
    readonly version: number,
  ) {
    const rows = db
      .prepare<[], [number, string, string]>(
        `SELECT p.pid, p.id, p.created_date FROM products p WHERE p.enabled = 1 ORDER BY ${NEWEST_SQL}`,
      )
      .raw()
      .all();
    this.size = rows.length;
    this.ids = rows.map((r) => r[1]);
    this.createdDates = rows.map((r) => r[2]);
    const maxPid = rows.reduce((m, r) => Math.max(m, r[0]), 0);
    this.slotByPid = new Int32Array(maxPid + 1).fill(-1);
    rows.forEach((r, slot) => {
      this.slotByPid[r[0]] = slot;
    });
    this.orders.set(
      'NEWEST',
      Int32Array.from(rows, (_, slot) => slot),
    );

    for (const [tag, pid] of db.prepare<[], [string, number]>('SELECT tag, pid FROM product_tags').raw().all()) {
      const slot = this.slot(pid);
      if (slot < 0) continue;
      let bits = this.tagBits.get(tag);
      if (!bits) {
        bits = Bits.empty(this.size);
        this.tagBits.set(tag, bits);
      }
      bits.add(slot);
    }
    this.tagSets = [...this.tagBits.entries()].sort((a, b) => compareText(a[0], b[0]));

    this.matchStmt = db.prepare<[string], number>('SELECT rowid FROM product_search WHERE product_search MATCH ?').pluck();
    this.rankedStmt = db.prepare<[string], number>('SELECT rowid FROM product_search WHERE product_search MATCH ? ORDER BY rank').pluck();
  }

  /** Product ids of slots, in the order given. */
  idsAt(slots: number[]): string[] {
    return slots.flatMap((slot) => {
      const id = this.ids[slot];
      return id === undefined ? [] : [id];
    });
  }

  /** The slot of an enabled product; undefined for a disabled or unknown one. */
  slotOfId(id: string): number | undefined {
    this.slotById ??= new Map(this.ids.map((productId, slot) => [productId, slot]));
    return this.slotById.get(id);
  }

  /** Computes every listing order ahead, so no shopper waits for one (at start, on a large catalogue). */
  warm(): void {
    this.order('OLDEST', '');
    const currencies = this.db.prepare<[], string>('SELECT DISTINCT currency FROM product_prices').pluck().all();
    for (const currency of currencies) {
      this.order('PRICE_LOW_TO_HIGH', currency);
      this.order('PRICE_HIGH_TO_LOW', currency);
    }
  }

  /** Products carrying the tag (none for an unknown tag). Shared: copy before changing it. */
  tagged(tag: string): Bits | undefined {
    return this.tagBits.get(tag);
  }

  all(): Bits {
    return Bits.full(this.size);
  }

  /** Products whose price in the currency lies in the range (a product without one is outside). */
  priced(currency: string, min: number, max: number | undefined): Bits {
    const amounts = this.amounts(currency);
    const bits = Bits.empty(this.size);
    const top = max ?? Infinity;
    for (let slot = 0; slot < amounts.length; slot += 1) {
      const a = amounts[slot] as number;
      if (a >= min && a <= top) bits.add(slot);
    }
    return bits;
  }

  /** Enabled products matching an FTS5 MATCH expression. */
  matching(match: string): Bits {
    return this.text(match, false).bits;
  }

  /** Matching products in relevance order (FTS5 rank). */
  rankedMatches(match: string): Int32Array {
    return this.text(match, true).ranked ?? new Int32Array(0);
  }

  /** Slots in a listing order (ties broken as SQL does: newest first, then id). */
  order(sort: ListingSort, currency: string): Int32Array {
    const key = sort === 'NEWEST' || sort === 'OLDEST' ? sort : `${sort} ${currency}`;
    let order = this.orders.get(key);
    if (order) return order;
    // Currencies without any price sort as the newest-first order: every amount is missing.
    if (sort === 'NEWEST' || ((sort === 'PRICE_LOW_TO_HIGH' || sort === 'PRICE_HIGH_TO_LOW') && !this.knownCurrency(currency))) {
      return this.orders.get('NEWEST') ?? new Int32Array(0);
    }
    order = sort === 'OLDEST' ? this.oldestFirst() : byPrice(this.amounts(currency), sort === 'PRICE_LOW_TO_HIGH');
    this.orders.set(key, order);
    return order;
  }

  /** Newest first read backwards by date: products of one date keep their id order (`created_date ASC, id`). */
  private oldestFirst(): Int32Array {
    const order = new Int32Array(this.size);
    let out = 0;
    let end = this.size;
    while (end > 0) {
      let start = end - 1;
      while (start > 0 && this.createdDates[start - 1] === this.createdDates[end - 1]) start -= 1;
      for (let slot = start; slot < end; slot += 1) order[out++] = slot;
      end = start;
    }
    return order;
  }

  private knownCurrency(currency: string): boolean {
    return this.amounts(currency).some((a) => !Number.isNaN(a));
  }

  private amounts(currency: string): Float64Array {
    let amounts = this.prices.get(currency);
    if (!amounts) {
      amounts = new Float64Array(this.size).fill(Number.NaN);
      const rows = this.db
        .prepare<[string], [number, number]>('SELECT pid, amount FROM product_prices WHERE currency = ?')
        .raw()
        .all(currency);
      for (const [pid, amount] of rows) {
        const slot = this.slot(pid);
        if (slot >= 0) amounts[slot] = amount;
      }
      // Only currencies the catalogue prices in are kept; any other is all-missing and cheap to redo.
      if (amounts.some((a) => !Number.isNaN(a))) this.prices.set(currency, amounts);
    }
    return amounts;
  }

  /** The matches of a text, from the cache or FTS5; ranking (the costly part) only when asked. */
  private text(match: string, ranked: boolean): TextMatch {
    let entry = this.textMatches.get(match);
    // Most recently used last: the first key is the one to drop.
    if (entry) this.textMatches.delete(match);
    if (entry && ranked && !entry.ranked) {
      entry.ranked = this.toSlots(this.rankedStmt.all(match));
    } else if (!entry) {
      const bits = Bits.empty(this.size);
      const slots = this.toSlots(ranked ? this.rankedStmt.all(match) : this.matchStmt.all(match));
      for (const slot of slots) bits.add(slot);
      entry = { bits, ranked: ranked ? slots : null };
      const oldest = this.textMatches.keys().next();
      if (this.textMatches.size >= TEXT_CACHE_SIZE && !oldest.done) this.textMatches.delete(oldest.value);
    }
    this.textMatches.set(match, entry);
    return entry;
  }

  private slot(pid: number): number {
    return this.slotByPid[pid] ?? -1;
  }

  /** Product rowids to slots, dropping disabled products. */
  private toSlots(pids: number[]): Int32Array {
    const slots: number[] = [];
    for (const pid of pids) {
      const slot = this.slot(pid);
      if (slot >= 0) slots.push(slot);
    }
    return Int32Array.from(slots);
  }
}

/** SQLite's BINARY collation: UTF-8 byte order, which for text is code point order. */
function compareText(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/** Room for 2,097,152 slots: four times the largest catalogue the seed makes. */
const SLOT_BITS = 2 ** 21;

/**
 * Slots by price, products without one last, ties in slot order (newest first). Each slot becomes one
 * number, the rank of its price times 2^21 plus the slot, so a native numeric sort does the work.
 */
function byPrice(amounts: Float64Array, ascending: boolean): Int32Array {
  const size = amounts.length;
  if (size > SLOT_BITS) throw new Error(`Price order of more than ${SLOT_BITS} products`);
  const distinct = Float64Array.from(new Set(amounts.filter((a) => !Number.isNaN(a)))).sort();
  const missingRank = distinct.length;
  const keys = new Float64Array(size);
  for (let slot = 0; slot < size; slot += 1) {
    const amount = amounts[slot] ?? Number.NaN;
    let rank = missingRank;
    if (!Number.isNaN(amount)) {
      rank = lowerBound(distinct, amount);
      if (!ascending) rank = missingRank - 1 - rank;
    }
    keys[slot] = rank * SLOT_BITS + slot;
  }
  keys.sort();
  return Int32Array.from(keys, (key) => key % SLOT_BITS);
}

function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? Infinity) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `first` slots of `order` that are in `set`, after skipping `after` of them. */
export function pageOf(order: Int32Array, set: Bits, first: number, after: number): number[] {
  const page: number[] = [];
  let skipped = 0;
  for (const slot of order) {
    if (page.length >= first) break;
    if (!set.has(slot)) continue;
    if (skipped < after) skipped += 1;
    else page.push(slot);
  }
  return page;
}
