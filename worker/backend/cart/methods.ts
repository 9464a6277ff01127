import type { PaymentMethodCode, ShippingMethodCode } from '../../../contract/schemas/cart'

/**
 * Delivery and payment methods of the shop (prices in cents, alv 0 %; shipping is taxed at
 * 25,5 %). Vaccines travel in a cold chain: delivered methods then carry a surcharge as a
 * separate carrier_title breakdown item. Names are plain, and none says "free" while the
 * surcharge may be added (docs/decisions/059-honest-delivery-prices-and-empty-states.md).
 */
interface MethodDefinition {
  code: ShippingMethodCode
  title: string
  cents: number
  coldChainSurcharge: boolean
}

const SHIPPING_METHODS: readonly MethodDefinition[] = [
  { code: 'posti', title: 'Posti', cents: 1490, coldChainSurcharge: true },
  // Posti without postage: from the store's free_shipping_limit on it takes the paid Posti's place.
  { code: 'freeshipping', title: 'Posti', cents: 0, coldChainSurcharge: true },
  { code: 'matkahuolto', title: 'Matkahuolto', cents: 1290, coldChainSurcharge: true },
  { code: 'nouto', title: 'Nouto varastolta', cents: 0, coldChainSurcharge: false },
]

export const COLD_CHAIN_SURCHARGE = { name: 'Kylmäkuljetuslisä', cents: 990 }

/** Products in a category whose url path has this segment (Lääkkeet > Rokotteet) need a cold chain. */
export const COLD_CHAIN_CATEGORY_KEY = 'rokotteet'

/** SQL: the products row `alias` (a variant by its parent) is in a cold-chain category or below one. */
export const isColdChainProduct = (alias: string): string =>
  `EXISTS (SELECT 1 FROM product_categories ccp JOIN categories ccc ON ccc.id = ccp.category_id
    WHERE ccp.product_id = COALESCE(${alias}.parent_id, ${alias}.id) AND ('/' || ccc.url_path || '/') LIKE '%/${COLD_CHAIN_CATEGORY_KEY}/%')`

export const PICKUP_POINT = {
  name: 'Keskusvarasto, Vantaa',
  street: 'Tikkurilantie 136',
  postcode: '01530',
  city: 'Vantaa',
  opening_hours: 'ma–pe 8.00–16.00, tilaus noudettavissa seuraavana arkipäivänä',
}

export interface ShippingOption {
  code: ShippingMethodCode
  breakdown: { name: string; cents: number }[]
  cents: number
  pickup: typeof PICKUP_POINT | null
}

export function availableShippingMethods(opts: { freeShipping: boolean; coldChain: boolean }): ShippingOption[] {
  const replaced: ShippingMethodCode = opts.freeShipping ? 'posti' : 'freeshipping'
  return SHIPPING_METHODS.filter((m) => m.code !== replaced).map((m) => {
    const breakdown = [{ name: m.title, cents: m.cents }]
    if (opts.coldChain && m.coldChainSurcharge) breakdown.push({ ...COLD_CHAIN_SURCHARGE })
    return {
      code: m.code,
      breakdown,
      cents: breakdown.reduce((sum, item) => sum + item.cents, 0),
      pickup: m.code === 'nouto' ? PICKUP_POINT : null,
    }
  })
}

/**
 * The offered method code a chosen code stands for: Posti chosen (or stored) below the limit is
 * the free Posti once the cart reaches it; any other code only itself. Undefined when not offered.
 */
export function offeredCode(offered: readonly string[], code: string | null): string | undefined {
  if (code !== null && offered.includes(code)) return code
  return code === 'posti' && offered.includes('freeshipping') ? 'freeshipping' : undefined
}

/** Customers buy on invoice with their B2B account; card payments would need a payment provider. */
export const PAYMENT_METHODS: readonly { code: PaymentMethodCode; title: string }[] = [
  { code: 'invoice', title: 'Lasku 14 pv netto' },
]
