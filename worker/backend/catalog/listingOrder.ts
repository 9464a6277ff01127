import { SPECIAL_PRICE_TYPE } from '../../../contract/pricing'
import { isPriceSort, type AnySort } from '../../../contract/schemas/catalogParams'

/**
 * The ORDER BY of a listing or a sorted search over `products p` (docs/decisions/063-search-paging-and-sort.md).
 * Every order ends on the product id, so paging never repeats or skips a product on a tie.
 *
 * The price orders read the price the customer pays (contract/pricing.ts priceView): its
 * company's contract price where that is a special price (type 4) or below the catalogue price,
 * the catalogue price otherwise. `companyId` is the session's, a number, never text from a request.
 * `position` is the category's own order; `relevance` is no ORDER BY of products (search ranks by
 * tier, worker/backend/catalog/search.ts), read here as the name order only if it ever reaches it.
 */
export function listingOrderBy(sort: AnySort, companyId: number | null): string {
  if (isPriceSort(sort)) {
    if (companyId === null || !Number.isSafeInteger(companyId)) throw new Error('A price order needs a company.')
    const price = `COALESCE((SELECT MIN(cp.special_price_cents) FROM contract_prices cp
      WHERE cp.company_id = ${companyId} AND cp.product_no = p.sku
        AND (cp.price_type = ${SPECIAL_PRICE_TYPE} OR cp.special_price_cents < p.final_price_cents)), p.final_price_cents)`
    return `${price} ${sort === 'price_asc' ? 'ASC' : 'DESC'}, p.name COLLATE NOCASE, p.id`
  }
  switch (sort) {
    case 'position':
      return 'pc_position, p.name COLLATE NOCASE, p.id'
    case 'name_desc':
      return 'p.name COLLATE NOCASE DESC, p.id'
    case 'newest':
      // Products with no new-from date last; among the same date the one added last first.
      return 'p.new_from_date IS NULL, p.new_from_date DESC, p.id DESC'
    default:
      return 'p.name COLLATE NOCASE ASC, p.id'
  }
}
