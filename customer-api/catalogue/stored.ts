import type { ProductRecord, VariantRecord } from '../seed/types';

/** A product row's JSON: the record without its variants (they have their own rows). */
export type StoredProduct = Omit<ProductRecord, 'variants'>;
/** A variant row's JSON: the record without its stock (stock has its own table, changed in transactions). */
export type StoredVariant = Omit<VariantRecord, 'stock'>;
