// The product catalog of the hosted service: its ten products, sizes, standards and which can
// include an envelope, with bleed 3 mm (ISO) or 0.125 in (US). Product ids
// are stable UUIDs so that a product_id saved by a client stays valid forever.

export type ProductCategory = 'postcard' | 'note' | 'letter';
export type ProductStandard = 'ISO' | 'US';
export type DeliveryMethod = 'directMail' | 'bulkShipping';
/** Document type of the printed piece itself (the envelope is a separate document). */
export type PieceDocumentType = 'postcard' | 'note';

export interface Product {
  id: string;
  key: string;
  name: string;
  category: ProductCategory;
  subcategory: string;
  standard: ProductStandard;
  delivery_methods: DeliveryMethod[];
  product_family: string;
  /** Key of the same format in the other standard (ISO <-> US), or null. */
  alternate: string | null;
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  supportsEnvelope: boolean;
  documentType: PieceDocumentType;
  /** Sides printed by default: postcards and cards have a front and a back. */
  defaultPageCount: number;
}

const IN = 25.4;
const ISO_BLEED = 3;
const US_BLEED = 0.125 * IN;
const BOTH: DeliveryMethod[] = ['directMail', 'bulkShipping'];

export const PRODUCTS: readonly Product[] = [
  { id: '8fdd8782-3c52-41e5-a60f-98a4dfe07d68', key: 'a5_postcard', name: 'A5 Postcard', category: 'postcard', subcategory: 'A5', standard: 'ISO', delivery_methods: BOTH, product_family: 'postcard', alternate: '5x7_postcard', widthMm: 210, heightMm: 148, bleedMm: ISO_BLEED, supportsEnvelope: false, documentType: 'postcard', defaultPageCount: 2 },
  { id: '110dbe31-2f11-4797-8364-2bb4bf8dfaf1', key: 'a6_postcard', name: 'A6 Postcard', category: 'postcard', subcategory: 'A6', standard: 'ISO', delivery_methods: BOTH, product_family: 'postcard', alternate: '4x6_postcard', widthMm: 148, heightMm: 105, bleedMm: ISO_BLEED, supportsEnvelope: false, documentType: 'postcard', defaultPageCount: 2 },
  { id: 'e6d7e4ab-52c5-41ec-bd3e-f68ce8e9a690', key: '4x6_postcard', name: '4x6 Postcard', category: 'postcard', subcategory: '4x6', standard: 'US', delivery_methods: BOTH, product_family: 'postcard', alternate: 'a6_postcard', widthMm: 6 * IN, heightMm: 4 * IN, bleedMm: US_BLEED, supportsEnvelope: false, documentType: 'postcard', defaultPageCount: 2 },
  { id: 'a74a127c-0eaf-427f-9216-389a513643f1', key: '5x7_postcard', name: '5x7 Postcard', category: 'postcard', subcategory: '5x7', standard: 'US', delivery_methods: BOTH, product_family: 'postcard', alternate: 'a5_postcard', widthMm: 7 * IN, heightMm: 5 * IN, bleedMm: US_BLEED, supportsEnvelope: false, documentType: 'postcard', defaultPageCount: 2 },
  { id: '2a8f0c10-148a-455d-9028-94bb2edbad99', key: 'a5_card', name: 'A5 Flat Card', category: 'note', subcategory: 'A5 flat', standard: 'ISO', delivery_methods: BOTH, product_family: 'card', alternate: '5x7_card', widthMm: 210, heightMm: 148, bleedMm: ISO_BLEED, supportsEnvelope: true, documentType: 'note', defaultPageCount: 2 },
  { id: '388d23fc-6c9c-4f05-ad50-8eeba7d1c06f', key: 'a6_card', name: 'A6 Flat Card', category: 'note', subcategory: 'A6 flat', standard: 'ISO', delivery_methods: BOTH, product_family: 'card', alternate: '4x6_card', widthMm: 148, heightMm: 105, bleedMm: ISO_BLEED, supportsEnvelope: true, documentType: 'note', defaultPageCount: 2 },
  { id: '9d75b65c-d202-4d3a-8941-7663c687537e', key: 'a4_letter', name: 'A4 Letter', category: 'letter', subcategory: 'A4', standard: 'ISO', delivery_methods: BOTH, product_family: 'letter', alternate: '7x10_letter', widthMm: 210, heightMm: 297, bleedMm: ISO_BLEED, supportsEnvelope: true, documentType: 'note', defaultPageCount: 1 },
  { id: '0951ac97-cc1a-409a-b92a-0d7b43c80fe7', key: '4x6_card', name: '4x6 Flat Card', category: 'note', subcategory: '4x6 flat', standard: 'US', delivery_methods: BOTH, product_family: 'card', alternate: 'a6_card', widthMm: 6 * IN, heightMm: 4 * IN, bleedMm: US_BLEED, supportsEnvelope: true, documentType: 'note', defaultPageCount: 2 },
  { id: '16e8ad29-8b48-4a04-86ef-94c0faafa8c7', key: '5x7_card', name: '5x7 Flat Card', category: 'note', subcategory: '5x7 flat', standard: 'US', delivery_methods: BOTH, product_family: 'card', alternate: 'a5_card', widthMm: 7 * IN, heightMm: 5 * IN, bleedMm: US_BLEED, supportsEnvelope: true, documentType: 'note', defaultPageCount: 2 },
  { id: 'e14d0d27-b138-402b-9599-39b827038d89', key: '7x10_letter', name: '7x10 Letter', category: 'letter', subcategory: '7x10', standard: 'US', delivery_methods: BOTH, product_family: 'letter', alternate: 'a4_letter', widthMm: 7 * IN, heightMm: 10 * IN, bleedMm: US_BLEED, supportsEnvelope: true, documentType: 'note', defaultPageCount: 1 },
];

export const PRODUCT_KEYS = PRODUCTS.map((p) => p.key);

export function productById(id: string): Product | undefined {
  return PRODUCTS.find((p) => p.id === id);
}

export function productByKey(key: string): Product | undefined {
  return PRODUCTS.find((p) => p.key === key);
}
