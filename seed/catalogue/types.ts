/**
 * The shape of the catalogue material. A family is one kind of product ("karprofeeni
 * purutabletti koiralle") whose name is a pattern; the generator expands its dimensions
 * (strengths, species, sizes …) into products, and at larger scales repeats the family under
 * invented brand or product-line names.
 */
import type { ProductAttributeCode } from '../../contract/productAttributes.ts'
import type { MediaKind } from '../media.ts'

/** Price class of a family; the generator keeps list prices inside the class range (€, alv 0 %). */
export type PriceClass = 'medicine' | 'consumable' | 'bulk' | 'instrument' | 'lab' | 'diet'

export const PRICE_RANGES: Record<PriceClass, readonly [number, number]> = {
  medicine: [8, 250],
  consumable: [2, 40],
  bulk: [20, 250],
  instrument: [15, 600],
  lab: [3, 250],
  diet: [10, 120],
}

/** A package text and its price relative to the family's base price. */
export type Pack = readonly [text: string, factor: number]

/** The attribute a configurable parent varies by. */
export type VariantAttribute = 'Koko' | 'Pakkauskoko' | 'Paino'

/**
 * A product's filterable attributes as its family knows them (docs/decisions/064-product-attributes.md);
 * an empty value or list means the product has none. Pack size and maker default to the
 * package text's unit count and the brand's invented maker.
 */
export type AttributeValues = Partial<
  Record<ProductAttributeCode, string | readonly (string | undefined)[] | undefined>
>

export interface Family {
  /** url_path of the leaf category the products belong to. */
  category: string
  kind: MediaKind
  priceClass: PriceClass
  /**
   * Name pattern. `{brand}` is the generic substance or product type (first round) or an
   * invented brand / product line (later rounds); other `{placeholders}` name dimensions, and
   * `{pack}` the package text. An empty value removes its placeholder with the separator
   * before it.
   */
  name: string
  /** The generic substance or product type, e.g. "Karprofeeni" or "Nitriilikäsine". */
  brand: string
  /**
   * Stem of invented brand names ("Karpro" → "Karprodyl vet"). Without a stem, later rounds
   * insert a product line after the brand ("Nitriilikäsine Comfort").
   */
  stem?: string
  dims?: Readonly<Record<string, readonly string[]>>
  /** A dimension whose later values cost more (strength, length, size of instrument). */
  priceDim?: string
  /** Package texts with price factors; one is picked per product unless `{pack}` is in the name. */
  packs: readonly Pack[]
  /** Base price range in euros for a factor-1 package. */
  price: readonly [number, number]
  /** First description sentence; may use the same placeholders as the name. */
  text: string
  /** Optional further sentences, one or two of which are added. */
  more?: readonly string[]
  /**
   * Makes some groups configurable: `axis` is a dimension name or 'pack'; `chance` is the share
   * of groups that become a configurable parent with 2–5 variants along that axis.
   */
  variants?: { attribute: VariantAttribute; axis: string; chance: number }
  /** The product's attributes from the values its name was filled with (dimensions and `pack`). */
  attributes?: (values: Readonly<Record<string, string>>) => AttributeValues
}

/** A category of the tree; children are nested, ids are assigned in tree order. */
export interface CategoryDef {
  name: string
  /** Defaults to slugify(name). */
  urlKey?: string
  includeInMenu?: boolean
  children?: readonly CategoryDef[]
}
