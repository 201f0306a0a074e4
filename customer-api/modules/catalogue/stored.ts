import type { Brand, CategoryRef, LocalizedText, MoneyMap, Variance } from '../../../lib/api/schemas';

/** One sellable variant of a product; its stock is kept per inventory location. */
export interface VariantRecord {
  /** e.g. 'color:red|size:l'; '' for a product without variances. */
  varianceKey: string;
  /** e.g. 'red-l'; '' for a product without variances. */
  varianceSlug: string;
  /** Selected value per variance id. */
  values: Record<string, string>;
  sku: string;
  price: MoneyMap;
  specialPrice: MoneyMap;
  enableSpecialPrice: boolean;
  /** Image refs of this variant; falls back to the product's images when empty. */
  images: string[];
  default: boolean;
  /** Units on hand per inventory location id. Missing location: 0. */
  stock: Record<string, number>;
}

/** A product as the reference server stores it. The API shapes it into spec §3 `Product` per variant and location. */
export interface ProductRecord {
  id: string;
  productSlug: string;
  name: LocalizedText;
  description: LocalizedText;
  category: CategoryRef[];
  categoryId: string;
  brand: Brand;
  weight: number;
  createdDate: string;
  videoLink: string | null;
  seoConfiguration: { title: string | null; description: string | null; imageReference: string | null } | null;
  variances: Variance[];
  minThreshold: number;
  /** false: stock is not tracked, `quantity` is null and the product is always available. */
  trackQuantity: boolean;
  /** A disabled product is not found by search or id (cart warning PRODUCT_DISABLED later). */
  enabled: boolean;
  cashOnDelivery: boolean;
  acceptReturns: boolean;
  acceptCardPayment: boolean;
  images: string[];
  /** Ids of related products (source 'related'). */
  related: string[];
  variants: VariantRecord[];
}

/** A product row's JSON: the record without its variants (they have their own rows). */
export type StoredProduct = Omit<ProductRecord, 'variants'>;
/** A variant row's JSON: the record without its stock (stock has its own table, changed in transactions). */
export type StoredVariant = Omit<VariantRecord, 'stock'>;
