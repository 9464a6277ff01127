import type { Product } from './build.ts'

/**
 * The demo catalogue's stock (docs/decisions/073-availability.md), derived from each product's id so
 * the catalogue's own random draws, and so every other seeded fact, stay as they were. Most
 * products hold a wholesaler's plenty (200–2,000 units); about one in twenty is low (4–10); a product out of stock waits for a delivery
 * (dated by `restockStatements`), and about one in eight of those is discontinued. A
 * configurable's availability is its variants', so its own row is not counted.
 */
export interface SeedStock {
  available: number | null
  discontinued: 0 | 1
}

const spread = (id: number, salt: number) => (Math.imul(id + salt, 2654435761) >>> 0) % 1000

export function stockOf(product: Pick<Product, 'id' | 'type' | 'inStock'>): SeedStock {
  if (product.type === 'configurable') return { available: null, discontinued: 0 }
  if (product.inStock === 0) return { available: 0, discontinued: spread(product.id, 7) < 125 ? 1 : 0 }
  const draw = spread(product.id, 3)
  return draw < 50 ? { available: 4 + (draw % 7), discontinued: 0 } : { available: 200 + 2 * draw, discontinued: 0 }
}

/**
 * Expected deliveries relative to the day the database is seeded, so the demo's dates stay ahead:
 * four in five products awaiting a delivery have a date 4–27 days out; the rest have none yet.
 */
export const restockStatements = (): string[] => [
  `UPDATE products SET restock_date = date('now', '+' || (4 + (id * 7) % 24) || ' days')
   WHERE available = 0 AND discontinued = 0 AND id % 5 <> 0;`,
]

/**
 * A few medicines out of stock carry a Fimea shortage notice, as the nightly import would give
 * them (worker/backend/shortages), so the demo shows one; every fourth sold-out medicine.
 */
export const demoShortageStatements = (): string[] => [
  `INSERT INTO shortage_notices (vnr, source, starts_on, ends_on, text, modified_on)
   SELECT vnr, 'fimea', date('now', '-20 days'), date('now', '+' || (30 + id % 40) || ' days'),
     'Myyntiluvan haltijan ilmoittama saatavuushäiriö (Fimea).', date('now', '-2 days')
   FROM products WHERE vnr IS NOT NULL AND available = 0 AND discontinued = 0 AND id % 4 = 0;`,
]
