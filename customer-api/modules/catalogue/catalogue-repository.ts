import type { Facet, LocalizedText, Product, SortBy } from '../../../lib/api/schemas';
import type { Db } from '../../core/database';
import { EncodedProduct, toProduct } from './product-view';
import { Bits, SearchIndex, pageOf, type Built } from './search-index';
import type { StoredProduct, StoredVariant } from './stored';

/** Where stock is counted: one inventory location, or null for the sum over all locations. */
export type StockScope = string | null;

export interface CatalogueQuery {
  /** FTS5 MATCH expression, already escaped; null: no text filter. */
  match: string | null;
  tags: string[];
  price: { min: number; max?: number } | null;
  currency: string;
  sort: SortBy | 'RELEVANCE';
  first: number;
  after: number;
}

export interface CataloguePage {
  products: Product[];
  total: number;
  facets: { categories: Facet[]; brands: Facet[] };
}

const FACET_LIMIT = 50;

/** Filters whose matching set and facet counts are kept: shoppers page through and re-sort one filter. */
const FILTER_CACHE_SIZE = 200;

interface TagCount {
  tag: string;
  count: number;
}

/** What a filter (text, tags, price range) yields whatever the sort and page; shared, never changed. */
interface Filtered {
  matching: Bits;
  total: number;
  /** Tag counts within the matching set (category facets, and brand facets without a brand filter). */
  narrowed: TagCount[];
  /** Tag counts without the brand filter (brand facets), when the filter has brands. */
  withoutBrands: TagCount[] | null;
}

/** Variants whose stored JSON and encoded answer are kept (the pages shoppers open most; about 8 KB each). */
const VIEW_CACHE_SIZE = 1000;

/**
 * A variant as stored, with its answer encoded; kept while the catalogue and the products' content are
 * unchanged (their change counters, migrations 009 and 010). Answers as objects are parsed afresh from
 * the JSON, so no caller shares an object with the cache.
 */
interface StoredView {
  productJson: string;
  variantJson: string;
  productId: string;
  varianceKey: string;
  encoded: EncodedProduct;
}

/** A variant of an enabled product with its stock, ready to answer as an object or as JSON bytes. */
interface Found {
  view: StoredView;
  stock: number;
}

/** A search or related page before it is answered. */
interface FoundPage {
  found: Found[];
  total: number;
  facets: CataloguePage['facets'];
}

const JSON_OPEN = Buffer.from('{"products":[');
const COMMA = Buffer.from(',');

/** Products, variants, stock and search over them. Disabled products are invisible here. */
export class CatalogueRepository {
  private readonly productById;
  private readonly productIdBySlug;
  private readonly variantByKey;
  private readonly variantBySlug;
  private readonly defaultVariant;
  private readonly stockAt;
  private readonly stockTotal;
  private readonly categoryTag;
  private readonly tagLabel;
  private readonly index: SearchIndex;
  private labels: { index: Built | null; byTag: Map<string, LocalizedText> } = { index: null, byTag: new Map() };
  /** By product id and variant (key, slug or default); emptied when a change counter moves, so edits show at once. */
  private readonly views = new Map<string, StoredView>();
  private readonly versionsStmt;
  private viewsAt = '';
  private filtered: { index: Built | null; byKey: Map<string, Filtered> } = { index: null, byKey: new Map() };

  constructor(private readonly db: Db) {
    this.productById = db.prepare<[string], { json: string }>('SELECT json FROM products WHERE id = ? AND enabled = 1');
    this.productIdBySlug = db.prepare<[string], { id: string }>('SELECT id FROM products WHERE slug = ? AND enabled = 1');
    this.variantByKey = db.prepare<[string, string], { json: string }>(
      'SELECT json FROM variants WHERE product_id = ? AND variance_key = ?',
    );
    this.variantBySlug = db.prepare<[string, string], { json: string }>(
      'SELECT json FROM variants WHERE product_id = ? AND variance_slug = ?',
    );
    this.defaultVariant = db.prepare<[string], { json: string }>('SELECT json FROM variants WHERE product_id = ? AND is_default = 1');
    this.stockAt = db.prepare<[string, string, string], { quantity: number }>(
      'SELECT quantity FROM stock WHERE product_id = ? AND variance_key = ? AND location_id = ?',
    );
    this.stockTotal = db.prepare<[string, string], { quantity: number }>(
      'SELECT COALESCE(SUM(quantity), 0) AS quantity FROM stock WHERE product_id = ? AND variance_key = ?',
    );
    this.categoryTag = db.prepare<[string], { tag: string | null }>(
      'SELECT category_tag AS tag FROM products WHERE id = ? AND enabled = 1',
    );
    this.tagLabel = db.prepare<[string], { label: string }>('SELECT label FROM tag_labels WHERE tag = ?');
    this.index = new SearchIndex(db);
    this.versionsStmt = db
      .prepare<[], string>(
        "SELECT c.version || ' ' || p.version FROM catalogue_version c, product_content_version p WHERE c.id = 1 AND p.id = 1",
      )
      .pluck();
  }

  /** Forgets the kept variants when the catalogue (enabled products) or a product's or variant's content changed. */
  private freshViews(): void {
    const at = this.versionsStmt.get() ?? '';
    if (at === this.viewsAt) return;
    this.views.clear();
    this.viewsAt = at;
  }

  /** Builds the search index and its orders now rather than on the first search (server start). */
  warmUp(): void {
    this.index.current().warm();
  }

  /** The stored product (enabled only), or undefined. */
  storedProduct(id: string): StoredProduct | undefined {
    const row = this.productById.get(id);
    return row ? (JSON.parse(row.json) as StoredProduct) : undefined;
  }

  /** Units of one variant at a location, or over all locations. */
  stock(productId: string, varianceKey: string, scope: StockScope): number {
    const row = scope === null ? this.stockTotal.get(productId, varianceKey) : this.stockAt.get(productId, varianceKey, scope);
    return row?.quantity ?? 0;
  }

  /** A variant of an enabled product by key ('' or undefined: the default variant). */
  productByIdentity(productId: string, varianceKey: string | undefined, scope: StockScope): Product | undefined {
    this.freshViews();
    const found = this.findByIdentity(productId, varianceKey, scope);
    return found && asProduct(found);
  }

  /** A variant of an enabled product by slugs ('' or undefined variance slug: the default variant). */
  productBySlugs(productSlug: string, varianceSlug: string | undefined, scope: StockScope): Product | undefined {
    this.freshViews();
    const found = this.findBySlugs(productSlug, varianceSlug, scope);
    return found && asProduct(found);
  }

  /** `productBySlugs` as the JSON bytes of the answer (the same as serialising the product). */
  productBySlugsJson(productSlug: string, varianceSlug: string | undefined, scope: StockScope): Buffer | undefined {
    this.freshViews();
    const found = this.findBySlugs(productSlug, varianceSlug, scope);
    return found && Buffer.concat(encode(found));
  }

  /** `productByIdentity` as the JSON bytes of the answer. */
  productByIdentityJson(productId: string, varianceKey: string | undefined, scope: StockScope): Buffer | undefined {
    this.freshViews();
    const found = this.findByIdentity(productId, varianceKey, scope);
    return found && Buffer.concat(encode(found));
  }

  /** Search: text, tags (same kind OR'ed, kinds AND'ed), price range, sort, paging, facets. */
  search(q: CatalogueQuery, scope: StockScope): CataloguePage {
    return asPage(this.searchPage(q, scope));
  }

  /** A search answer as JSON bytes: the page with `extra` (first, after) after it, as `{ ...page, ...extra }` serialises. */
  searchJson(q: CatalogueQuery, scope: StockScope, extra: Record<string, unknown>): Buffer {
    return pageJson(this.searchPage(q, scope), extra);
  }

  /** Related products as JSON bytes (see `related`). */
  relatedJson(productId: string, first: number, after: number, scope: StockScope, extra: Record<string, unknown>): Buffer {
    return pageJson(this.relatedPage(productId, first, after, scope), extra);
  }

  private findByIdentity(productId: string, varianceKey: string | undefined, scope: StockScope): Found | undefined {
    const view = this.view(productId, varianceKey ? `key ${varianceKey}` : '', () =>
      varianceKey ? this.variantByKey.get(productId, varianceKey) : this.defaultVariant.get(productId),
    );
    return view && this.withStock(view, scope);
  }

  private findBySlugs(productSlug: string, varianceSlug: string | undefined, scope: StockScope): Found | undefined {
    const idRow = this.productIdBySlug.get(productSlug);
    if (!idRow) return undefined;
    const { id } = idRow;
    const view = this.view(id, varianceSlug ? `slug ${varianceSlug}` : '', () =>
      varianceSlug ? this.variantBySlug.get(id, varianceSlug) : this.defaultVariant.get(id),
    );
    return view && this.withStock(view, scope);
  }

  private searchPage(q: CatalogueQuery, scope: StockScope): FoundPage {
    this.freshViews();
    const sort = q.sort === 'RELEVANCE' && q.match === null ? 'NEWEST' : q.sort;
    const index = this.index.current();
    // The ranked matches first: ranking also yields the set, so full text runs once.
    const order =
      sort === 'RELEVANCE' && q.match !== null
        ? index.rankedMatches(q.match)
        : index.order(sort === 'RELEVANCE' ? 'NEWEST' : sort, q.currency);
    const filtered = this.filter(index, q);
    // Only the products of the one page are read from the database.
    return {
      found: this.foundOf(index.idsAt(pageOf(order, filtered.matching, q.first, q.after)), scope),
      total: filtered.total,
      facets: this.searchFacets(index, filtered),
    };
  }

  /** The set, total and tag counts of a search's filter, kept per index build (another sort or page reuses them). */
  private filter(index: Built, q: CatalogueQuery): Filtered {
    if (this.filtered.index !== index) this.filtered = { index, byKey: new Map() };
    const { byKey } = this.filtered;
    // Tags act as a set (order and repeats do not matter); the currency only through a price range.
    const key = JSON.stringify([q.match, [...new Set(q.tags)].sort(), q.price && [q.currency, q.price.min, q.price.max ?? null]]);
    let entry = byKey.get(key);
    if (entry) {
      // Most recently used last: the first key is the one to drop.
      byKey.delete(key);
    } else {
      const matching = this.matchingSet(index, q, q.tags);
      const otherTags = q.tags.filter((t) => !t.startsWith('brand/'));
      entry = {
        matching,
        total: matching.count(),
        narrowed: this.tagCounts(index, matching),
        withoutBrands: otherTags.length === q.tags.length ? null : this.tagCounts(index, this.matchingSet(index, q, otherTags)),
      };
      if (byKey.size >= FILTER_CACHE_SIZE) {
        const oldest = byKey.keys().next();
        if (!oldest.done) byKey.delete(oldest.value);
      }
    }
    byKey.set(key, entry);
    return entry;
  }

  /**
   * Facets of a search. Brands are disjunctive: counted without the brand filter itself, so ticking one
   * brand leaves the others to add (brands of one search are OR'ed). Categories narrow with every filter.
   */
  private searchFacets(index: Built, filtered: Filtered): CataloguePage['facets'] {
    const narrowed = this.facets(index, filtered.narrowed);
    if (!filtered.withoutBrands) return narrowed;
    return { categories: narrowed.categories, brands: this.facets(index, filtered.withoutBrands).brands };
  }

  /** Products per tag within a set, most first (ties by tag); tags with none are left out. */
  private tagCounts(index: Built, set: Bits): TagCount[] {
    const rows: TagCount[] = [];
    for (const [tag, tagged] of index.tagSets) {
      const count = set.countWith(tagged);
      if (count > 0) rows.push({ tag, count });
    }
    // Stable sort: equal counts keep the tags' own order.
    return rows.sort((a, b) => b.count - a.count);
  }

  /** Enabled products matching the text, the tags (same kind OR'ed, kinds AND'ed) and the price range. */
  private matchingSet(index: Built, q: CatalogueQuery, tags: string[]): Bits {
    const set = index.all();
    if (q.match !== null) set.and(index.matching(q.match));
    const byKind = new Map<string, string[]>();
    for (const tag of new Set(tags)) {
      const kind = tag.slice(0, tag.indexOf('/'));
      byKind.set(kind, [...(byKind.get(kind) ?? []), tag]);
    }
    for (const kindTags of byKind.values()) {
      const any = Bits.empty(index.size);
      for (const tag of kindTags) {
        const tagged = index.tagged(tag);
        if (tagged) any.or(tagged);
      }
      set.and(any);
    }
    if (q.price) set.and(index.priced(q.currency, q.price.min, q.price.max));
    return set;
  }

  /**
   * Related products of one product: its own related list (enabled ones, in order), else the
   * products of its category; never itself. Unknown or disabled product: nothing.
   */
  related(productId: string, first: number, after: number, scope: StockScope): CataloguePage {
    return asPage(this.relatedPage(productId, first, after, scope));
  }

  private relatedPage(productId: string, first: number, after: number, scope: StockScope): FoundPage {
    this.freshViews();
    const product = this.storedProduct(productId);
    if (!product) return { found: [], total: 0, facets: { categories: [], brands: [] } };
    const index = this.index.current();
    const seen = new Set<string>([productId]);
    const listed = product.related.filter((id) => {
      if (seen.has(id) || index.slotOfId(id) === undefined) return false;
      seen.add(id);
      return true;
    });
    const set = Bits.empty(index.size);
    let pageIds: string[];
    if (listed.length > 0) {
      for (const id of listed) {
        const slot = index.slotOfId(id);
        if (slot !== undefined) set.add(slot);
      }
      pageIds = listed.slice(after, after + first);
    } else {
      const tag = this.categoryTag.get(productId)?.tag;
      const tagged = tag ? index.tagged(tag) : undefined;
      if (tagged) set.or(tagged);
      const own = index.slotOfId(productId);
      if (own !== undefined) set.remove(own);
      pageIds = index.idsAt(pageOf(index.order('NEWEST', ''), set, first, after));
    }
    return { found: this.foundOf(pageIds, scope), total: set.count(), facets: this.facets(index, this.tagCounts(index, set)) };
  }

  /** Enabled products by id, each as its default variant, in the order given. */
  private foundOf(ids: string[], scope: StockScope): Found[] {
    return ids.flatMap((id) => {
      const found = this.findByIdentity(id, undefined, scope);
      return found ? [found] : [];
    });
  }

  /**
   * A variant of an enabled product, kept (see `freshViews`) or read and parsed; `variant` reads its row.
   * Callers have called `freshViews` for the request.
   */
  private view(productId: string, variantKey: string, variant: () => { json: string } | undefined): StoredView | undefined {
    const key = `${productId}\n${variantKey}`;
    let view = this.views.get(key);
    if (view) {
      // Most recently used last: the first key is the one to drop.
      this.views.delete(key);
    } else {
      const productRow = this.productById.get(productId);
      const variantRow = productRow && variant();
      if (!productRow || !variantRow) return undefined;
      const { json: productJson } = productRow;
      const { json: variantJson } = variantRow;
      const stored = JSON.parse(productJson) as StoredProduct;
      const storedVariant = JSON.parse(variantJson) as StoredVariant;
      view = {
        productJson,
        variantJson,
        productId: stored.id,
        varianceKey: storedVariant.varianceKey,
        encoded: new EncodedProduct(stored, storedVariant),
      };
      if (this.views.size >= VIEW_CACHE_SIZE) {
        const oldest = this.views.keys().next();
        if (!oldest.done) this.views.delete(oldest.value);
      }
    }
    this.views.set(key, view);
    return view;
  }

  private withStock(view: StoredView, scope: StockScope): Found {
    return { view, stock: this.stock(view.productId, view.varianceKey, scope) };
  }

  private facets(index: Built, rows: { tag: string; count: number }[]): CataloguePage['facets'] {
    const build = (prefix: string): Facet[] =>
      rows
        .filter((r) => r.tag.startsWith(prefix))
        .slice(0, FACET_LIMIT)
        .map((r) => ({ tag: r.tag, label: this.label(index, r.tag), count: r.count }));
    return { categories: build('cat/'), brands: build('brand/') };
  }

  /** A tag's label; read once per catalogue version (labels are written with the products' tags). */
  private label(index: Built, tag: string): LocalizedText {
    if (this.labels.index !== index) this.labels = { index, byTag: new Map() };
    let label = this.labels.byTag.get(tag);
    if (!label) {
      const row = this.tagLabel.get(tag);
      label = row ? (JSON.parse(row.label) as LocalizedText) : { en: tag.slice(tag.indexOf('/') + 1) };
      this.labels.byTag.set(tag, label);
    }
    // A copy: answers are serialised later and must not share objects a caller could change.
    return { ...label };
  }
}

/** A fresh object per answer, so no caller can change what the cache holds. */
function asProduct({ view, stock }: Found): Product {
  return toProduct(JSON.parse(view.productJson) as StoredProduct, JSON.parse(view.variantJson) as StoredVariant, stock);
}

function asPage({ found, total, facets }: FoundPage): CataloguePage {
  return { products: found.map(asProduct), total, facets };
}

function encode({ view, stock }: Found): Buffer[] {
  return view.encoded.withStock(stock);
}

/** `JSON.stringify({ products, total, facets, ...extra })` as bytes, each product from its encoded parts. */
function pageJson({ found, total, facets }: FoundPage, extra: Record<string, unknown>): Buffer {
  const parts: Buffer[] = [JSON_OPEN];
  found.forEach((f, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(...encode(f));
  });
  parts.push(Buffer.from(`],${JSON.stringify({ total, facets, ...extra }).slice(1)}`));
  return Buffer.concat(parts);
}
