/**
 * Expands the product families into product rows. Every dimension combination of every family
 * is a "base item" (one sellable product, a set of sizes, or a configurable parent with
 * variants). Round 0 uses generic names; each further round repeats the shuffled base items
 * under invented brands / product lines until the target product count is reached.
 */
import { addDays, createRng, slugify, toCents, type Rng } from '../lib.ts'
import { RELATED_KINDS, mediaUrl, type MediaKind } from '../media.ts'
import { attributesOf, mergeAttributes, type ProductAttributes } from './attributes.ts'
import type { CategoryRow } from './categories.ts'
import { eanFor, marketingAuthorisationFor, vnrFor } from './codes.ts'
import { brandFor, describe, fill } from './names.ts'
import { PRICE_RANGES, type Family, type Pack } from './types.ts'

export type VatClass = 'medicine' | 'food' | 'other'

export interface Product {
  id: number
  sku: string
  name: string
  urlKey: string
  type: 'simple' | 'configurable' | 'variant'
  parentId: number | null
  variantAttribute: string | null
  variantValue: string | null
  description: string
  pack: string
  kind: MediaKind
  regularCents: number
  finalCents: number
  vatClass: VatClass
  newFrom: string | null
  newTo: string | null
  inStock: number
  position: number
  categoryId: number | null
  /** GTIN-13 of an orderable product (not of a configurable parent). */
  ean: string | null
  /** Nordic article number of an orderable medicine. */
  vnr: string | null
  minSaleQty: number
  maxSaleQty: number
  qtyIncrement: number
  /** A medicine's strength and dosage form, from its family's dimensions (the medicine record's columns). */
  strength: string | null
  dosageForm: string | null
  /** A medicine's marketing authorisation number (invented, like every code of the seed). */
  marketingAuthorisation: string | null
  /** The operator's promise of remaining shelf life at delivery (docs/decisions/081-delivery-lots.md). */
  minShelfLifeMonths: number | null
  /** The product's packs carry a lot (batch) and expiry: medicines, diets and sterile supplies. */
  hasLots: boolean
  /**
   * What buyers filter by (docs/decisions/064-product-attributes.md); the seed stores a
   * listing's, and a configurable parent's are its variants' together.
   */
  attributes: ProductAttributes
}

/**
 * Pack-size rules of the seed (docs/decisions/048-quantity-rules-on-every-path.md): single rolls of cohesive bandage and single colostrum
 * portions ship in cartons of twelve, single syringes and sharps containers in tens, as a
 * wholesaler packs them; everything else sells by one. Derived from the kind and the package
 * text, so the generator's random draws stay as they were.
 */
const CARTON_OF: Partial<Record<MediaKind, number>> = {
  'cohesive-bandage': 12,
  'milk-replacer': 12,
  syringe: 10,
  'sharps-container': 10,
}

function quantityRulesOf(family: Family, pack: string): Pick<Product, 'minSaleQty' | 'maxSaleQty' | 'qtyIncrement'> {
  const single = /^1 (kpl|rulla|annos)$/.test(pack)
  const step = single ? (CARTON_OF[family.kind] ?? 1) : 1
  return { minSaleQty: step, maxSaleQty: 999 - (999 % step), qtyIncrement: step }
}

/**
 * What the medicine record and the delivery lots know of a product (docs/decisions/081-delivery-lots.md),
 * derived without a random draw so the rest of the catalogue stays as it was: a medicine's
 * strength (or concentration) and form from its family's dimensions; six months of shelf life
 * promised on medicines and diets, twelve on sterile supplies; lots on all three.
 */
function lotFacts(
  vatClass: VatClass,
  values: Record<string, string>,
  attributes: ProductAttributes,
): Pick<Product, 'strength' | 'dosageForm' | 'minShelfLifeMonths' | 'hasLots'> {
  const medicine = vatClass === 'medicine'
  const sterile = attributes.some(([code, value]) => code === 'sterile' && value === 'yes')
  return {
    strength: medicine ? values.strength || values.conc || null : null,
    dosageForm: medicine ? values.form || null : null,
    minShelfLifeMonths: medicine || vatClass === 'food' ? 6 : sterile ? 12 : null,
    hasLots: medicine || vatClass === 'food' || sterile,
  }
}

/** The demo's "today": new-product dates are fixed relative to it so output never changes. */
export const DEMO_DATE = '2026-11-22'

interface BaseItem {
  family: Family
  values: Record<string, string>
}

/** All dimension combinations of a family, without its variant axis (unless the axis is 'pack'). */
function baseItems(family: Family): BaseItem[] {
  const axis = family.variants?.axis
  const dims = Object.entries(family.dims ?? {}).filter(([name]) => name !== axis)
  if (family.name.includes('{pack}') && axis !== 'pack') dims.push(['pack', family.packs.map(([text]) => text)])
  let combos: Record<string, string>[] = [{}]
  for (const [name, values] of dims) combos = combos.flatMap((combo) => values.map((v) => ({ ...combo, [name]: v })))
  return combos.map((values) => ({ family, values }))
}

export function vatClassOf(category: CategoryRow): VatClass {
  if (category.urlPath.startsWith('laakkeet')) return 'medicine'
  if (category.urlPath.startsWith('ruokinta')) return 'food'
  return 'other'
}

export interface Catalogue {
  products: Product[]
  /** [product_id, category_id, position] */
  links: [number, number, number][]
  /** [product_id, position, url, label] */
  media: [number, number, string, string][]
}

export function buildCatalogue(families: readonly Family[], categories: CategoryRow[], target: number): Catalogue {
  const byPath = new Map(categories.map((c) => [c.urlPath, c]))
  for (const f of families) {
    const c = byPath.get(f.category)
    if (!c || !c.isLeaf) throw new Error(`family ${f.brand || f.name}: ${f.category} is not a leaf category`)
  }
  const pool = families.flatMap(baseItems)
  const rng = createRng('products')
  const products: Product[] = []
  const categoryCounts = new Map<number, number>()
  let skuNumber = 100_000

  const nextSku = () => {
    skuNumber += rng.int(1, 9)
    return `VT-${skuNumber}`
  }
  const packFactor = (family: Family, text: string) => family.packs.find(([t]) => t === text)?.[1] ?? 1
  const priceOf = (item: BaseItem, values: Record<string, string>, base: number, discount: number) => {
    const { family } = item
    const dimValues = family.priceDim ? (family.dims?.[family.priceDim] ?? []) : []
    const step = family.priceDim ? Math.max(0, dimValues.indexOf(values[family.priceDim] ?? '')) : 0
    const [min, max] = PRICE_RANGES[family.priceClass]
    const euros = Math.min(max, Math.max(min, base * packFactor(family, values.pack ?? '') * (1 + 0.3 * step)))
    const regular = toCents(euros)
    const final = discount ? Math.min(regular - 5, toCents((regular / 100) * (1 - discount))) : regular
    return { regular, final }
  }
  const newDates = (r: Rng): [string | null, string | null] => {
    if (!r.chance(0.05)) return [null, null]
    const from = addDays(DEMO_DATE, -r.int(1, 20))
    return [from, r.chance(0.75) ? addDays(from, 60) : null]
  }

  const emit = (item: BaseItem, round: number) => {
    const { family } = item
    const category = byPath.get(family.category) as CategoryRow
    const brand = brandFor(family, round)
    const base = rng.logUniform(family.price[0], family.price[1])
    const discount = rng.chance(0.08) ? rng.int(10, 30) / 100 : 0
    const description = describe(family, rng.int(0, 2), rng.int(0, 5))
    const vatClass = vatClassOf(category)
    const packs = family.packs
    const pickPack = (): Pack => rng.pick(packs)
    const make = (values: Record<string, string>, extra: Partial<Product>): Product => {
      const name = fill(family.name, { ...values, brand })
      const sku = nextSku()
      const { regular, final } = priceOf(item, values, base, discount)
      const [newFrom, newTo] = newDates(rng)
      return {
        id: products.length + 1,
        sku,
        name,
        urlKey: `${slugify(name)}-${sku.slice(3)}`,
        type: 'simple',
        parentId: null,
        variantAttribute: null,
        variantValue: null,
        description,
        pack: values.pack ?? '',
        kind: family.kind,
        regularCents: regular,
        finalCents: final,
        vatClass,
        newFrom,
        newTo,
        inStock: rng.chance(0.03) ? 0 : 1,
        position: 0,
        categoryId: category.id,
        ean: null,
        vnr: null,
        ...quantityRulesOf(family, values.pack ?? ''),
        ...lotFacts(vatClass, values, attributesOf(family, values, brand)),
        marketingAuthorisation: null,
        attributes: attributesOf(family, values, brand),
        ...extra,
      }
    }
    const listed = (product: Product) => {
      const position = (categoryCounts.get(category.id) ?? 0) + 1
      categoryCounts.set(category.id, position)
      product.position = position
      products.push(product)
      return product
    }

    const variants = family.variants
    const axisValues = !variants
      ? []
      : variants.axis === 'pack'
        ? packs.map(([t]) => t)
        : (family.dims?.[variants.axis] ?? [])
    if (variants && axisValues.length >= 2 && rng.chance(variants.chance)) {
      const count = rng.int(2, Math.min(5, axisValues.length))
      const start = rng.int(0, axisValues.length - count)
      const chosen = axisValues.slice(start, start + count)
      const commonPack = variants.axis === 'pack' ? null : pickPack()[0]
      const parent = listed(make({ ...item.values, [variants.axis]: '' }, { type: 'configurable' }))
      const children = chosen.map((value) => {
        const values = { ...item.values, [variants.axis]: value, pack: commonPack ?? value }
        const child = make(values, {
          type: 'variant',
          parentId: parent.id,
          variantAttribute: variants.attribute,
          variantValue: value,
          newFrom: parent.newFrom,
          newTo: parent.newTo,
          inStock: rng.chance(0.06) ? 0 : 1,
          categoryId: null,
        })
        if (variants.axis === 'pack' && !family.name.includes('{pack}')) {
          child.name = `${parent.name}, ${value}`
          child.urlKey = `${slugify(child.name)}-${child.sku.slice(3)}`
        }
        products.push(child)
        return child
      })
      const cheapest = children.reduce((a, b) => (b.finalCents < a.finalCents ? b : a))
      parent.regularCents = cheapest.regularCents
      parent.finalCents = cheapest.finalCents
      parent.pack = commonPack ?? chosen.join(' / ')
      parent.inStock = children.some((c) => c.inStock) ? 1 : 0
      parent.attributes = mergeAttributes([parent.attributes, ...children.map((c) => c.attributes)])
      return
    }
    if (variants && variants.axis !== 'pack') {
      // Not configurable: every size is its own simple product.
      const pack = pickPack()[0]
      for (const value of axisValues) listed(make({ ...item.values, [variants.axis]: value, pack }, {}))
      return
    }
    listed(make(item.values.pack ? item.values : { ...item.values, pack: pickPack()[0] }, {}))
  }

  for (let round = 0; products.length < target; round++) {
    const order = createRng(`products-round-${round}`).shuffle(pool)
    for (const item of order) {
      if (products.length >= target) break
      emit(item, round)
    }
  }

  const links: Catalogue['links'] = []
  const media: Catalogue['media'] = []
  for (const p of products) {
    if (p.type !== 'configurable') {
      p.ean = eanFor(p.id)
      if (p.vatClass === 'medicine') {
        p.vnr = vnrFor(p.id)
        p.marketingAuthorisation = marketingAuthorisationFor(p.id)
      }
    }
    if (p.categoryId !== null) links.push([p.id, p.categoryId, p.position])
    const kinds = [p.kind, ...(RELATED_KINDS[p.kind] ?? [])].slice(0, 3)
    const shown = rng.int(1, kinds.length)
    kinds.slice(0, shown).forEach((kind, i) => media.push([p.id, i + 1, mediaUrl(kind, 'gallery'), p.name]))
  }
  return { products, links, media }
}
