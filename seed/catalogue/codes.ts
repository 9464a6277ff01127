/**
 * Product codes of the seed (spec §10): an EAN (GTIN-13) for every orderable product and a
 * Nordic article number (Vnr) for every medicine. Derived from the product id, so they are
 * unique and stable at every catalogue scale.
 */

/** The GS1 check digit of the first 12 digits of a GTIN-13 (weights 1, 3, 1, 3 …). */
export function gtinCheckDigit(first12: string): number {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10
}

/** True for 13 digits whose last one is the GS1 check digit of the others. */
export function isValidGtin13(code: string): boolean {
  return /^\d{13}$/.test(code) && gtinCheckDigit(code.slice(0, 12)) === Number(code[12])
}

/** 64 is GS1 Finland's prefix; the company and item digits come from the product id. */
export function eanFor(productId: number): string {
  const first12 = `6430${String(productId).padStart(8, '0')}`
  return `${first12}${gtinCheckDigit(first12)}`
}

/**
 * A 6-digit Vnr. Real ones are assigned in no visible order, so the id is spread over
 * 100000–999999 by a multiplier coprime to 900,000: distinct ids give distinct numbers.
 */
export function vnrFor(productId: number): string {
  return String(100_000 + ((productId * 7919) % 900_000))
}

/**
 * A marketing authorisation number of the national kind (5 digits, as Fimea's register shows
 * them), spread over 10000–99999 like the Vnr: distinct ids give distinct numbers.
 */
export function marketingAuthorisationFor(productId: number): string {
  return String(10_000 + ((productId * 6151) % 90_000))
}
