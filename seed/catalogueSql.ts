/**
 * The catalogue's part of the seed: categories, products, their category links and the product
 * search index built from them (worker/search/documents.ts, docs/decisions/022), as multi-row
 * INSERTs. The worker test of search relevance loads the same statements into its D1.
 */
import {
  buildSearchIndex,
  searchIndexRows,
  type SearchCatalogue,
  type SearchIndex,
} from '../worker/search/documents.ts'
import type { Product } from './catalogue/build.ts'
import type { CategoryRow } from './catalogue/categories.ts'
import { buildCatalogue } from './catalogue/build.ts'
import { flattenCategories } from './catalogue/categories.ts'
import { FAMILIES } from './catalogue/index.ts'
import { insertStatements } from './lib.ts'
import { demoShortageStatements, restockStatements, stockOf } from './catalogue/stock.ts'
import { mediaUrl } from './media.ts'
import { readSubstitutesFile, substituteStatements } from './substitutes.ts'
import { readSynonymFile, synonymStatements } from './search/synonyms.ts'

type Link = readonly [productId: number, categoryId: number, position: number]

export function catalogueStatements(categories: CategoryRow[], products: Product[], links: Link[]): string[] {
  return [
    ...insertStatements(
      'categories',
      ['id', 'parent_id', 'name', 'url_key', 'url_path', 'position', 'level', 'include_in_menu', 'category_has_drugs'],
      categories.map((c) => [
        c.id,
        c.parentId,
        c.name,
        c.urlKey,
        c.urlPath,
        c.position,
        c.level,
        c.includeInMenu,
        c.hasDrugs,
      ]),
    ),
    ...insertStatements(
      'products',
      [
        'id',
        'sku',
        'name',
        'url_key',
        'type',
        'parent_id',
        'variant_attribute',
        'variant_value',
        'description',
        'pakkauskokoteksti',
        'image_url',
        'image_label',
        'regular_price_cents',
        'final_price_cents',
        'vat_class',
        'new_from_date',
        'new_to_date',
        'in_stock',
        'position',
        'ean',
        'vnr',
        'min_sale_qty',
        'max_sale_qty',
        'qty_increment',
        'available',
        'discontinued',
        'strength',
        'dosage_form',
        'marketing_authorisation',
        'min_shelf_life_months',
      ],
      products.map((p) => [
        p.id,
        p.sku,
        p.name,
        p.urlKey,
        p.type,
        p.parentId,
        p.variantAttribute,
        p.variantValue,
        p.description,
        p.pack,
        mediaUrl(p.kind),
        p.name,
        p.regularCents,
        p.finalCents,
        p.vatClass,
        p.newFrom,
        p.newTo,
        p.inStock,
        p.position,
        p.ean,
        p.vnr,
        p.minSaleQty,
        p.maxSaleQty,
        p.qtyIncrement,
        stockOf(p).available,
        stockOf(p).discontinued,
        p.strength,
        p.dosageForm,
        p.marketingAuthorisation,
        p.minShelfLifeMonths,
      ]),
    ),
    ...restockStatements(),
    ...demoShortageStatements(),
    ...substituteStatements(readSubstitutesFile().rows),
    ...insertStatements('product_categories', ['product_id', 'category_id', 'position'], links),
    ...insertStatements(
      'product_attributes',
      ['product_id', 'attribute', 'value', 'position'],
      attributeRows(products),
    ),
    ...searchIndexStatements(categories, products, links),
  ]
}

/**
 * product_attributes rows of the listings (docs/decisions/064-product-attributes.md): a variant's
 * values are on its parent already. `position` keeps the catalogue's order of a code's values.
 */
export function attributeRows(products: readonly Product[]): [number, string, string, number][] {
  return products
    .filter((p) => p.parentId === null)
    .flatMap((p) =>
      p.attributes.map(([code, value], i) => {
        const position = p.attributes.slice(0, i).filter(([c]) => c === code).length
        return [p.id, code, value, position] as [number, string, string, number]
      }),
    )
}

/** What the search index is built from (worker/search/documents.ts); the bench times the build on it. */
export function searchCatalogue(categories: CategoryRow[], products: Product[], links: Link[]): SearchCatalogue {
  return {
    products: products.map((p) => ({
      id: p.id,
      sku: p.sku,
      name: p.name,
      pack: p.pack,
      parentId: p.parentId,
      inStock: p.inStock,
      vatClass: p.vatClass,
      ean: p.ean,
      vnr: p.vnr,
    })),
    categories: categories.map((c) => ({
      id: c.id,
      parentId: c.parentId,
      name: c.name,
      hasDrugs: c.hasDrugs,
      urlPath: c.urlPath,
    })),
    links: links.map(([productId, categoryId]) => ({ productId, categoryId })),
    attributes: attributeRows(products).map(([productId, code, value]) => ({ productId, code, value })),
  }
}

/** The search index of the catalogue; FTS5 then indexes search_docs in one 'rebuild'. */
export function searchIndexStatements(categories: CategoryRow[], products: Product[], links: Link[]): string[] {
  return searchIndexSql(buildSearchIndex(searchCatalogue(categories, products, links)))
}

/** A built search index as INSERTs into empty search tables, then FTS5's 'rebuild'. */
export function searchIndexSql(index: SearchIndex): string[] {
  return [
    ...searchIndexRows(index).flatMap(({ table, columns, rows }) => insertStatements(table, columns, rows)),
    "INSERT INTO search_fts(search_fts) VALUES ('rebuild');",
  ]
}

/** The default demo catalogue's statements (what `npm run db:setup` loads) with the seed's synonyms, for tests. */
export function demoCatalogueStatements(scale = 2200): string[] {
  const categories = flattenCategories()
  const { products, links } = buildCatalogue(FAMILIES, categories, scale)
  return [...catalogueStatements(categories, products, links), ...synonymStatements(readSynonymFile())]
}
