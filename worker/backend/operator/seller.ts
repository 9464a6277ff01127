import FinnishBankUtils from 'finnish-bank-utils'
import * as v from 'valibot'
import { isValidBusinessId } from '../../../contract/businessId'
import { isValidOperatorCode, ovtBusinessId } from '../../../contract/einvoiceAddress'
import { BackendError } from '../errors'

/**
 * The shop's own identity as the seller on its invoices (docs/decisions/084-einvoices.md): its
 * name and address, Y-tunnus, VAT number, bank account and e-invoice address. A deployment sets
 * them in store_config (`seller_*`); they are checked by their own rules when read, so a typo in
 * the configuration stops invoicing with a clear error instead of sending an invoice to pay into a
 * wrong account. The demo's seller is in the seed (seed/generate.ts), not in code.
 */

const text = (key: string, max: number) =>
  v.pipe(v.string(`${key} puuttuu.`), v.trim(), v.nonEmpty(`${key} puuttuu.`), v.maxLength(max))

const compact = v.transform((s: string) => s.replace(/\s+/g, '').toUpperCase())

export const SellerConfigSchema = v.pipe(
  v.object({
    seller_name: text('seller_name', 120),
    seller_street: text('seller_street', 100),
    seller_postcode: v.pipe(
      v.string('seller_postcode puuttuu.'),
      v.regex(/^\d{5}$/, 'seller_postcode: viisi numeroa.'),
    ),
    seller_city: text('seller_city', 60),
    seller_business_id: v.pipe(
      v.string('seller_business_id puuttuu.'),
      v.check(isValidBusinessId, 'seller_business_id ei ole kelvollinen Y-tunnus.'),
    ),
    seller_vat_number: v.pipe(
      v.string('seller_vat_number puuttuu.'),
      compact,
      v.regex(/^FI\d{8}$/, 'seller_vat_number: FI ja kahdeksan numeroa.'),
    ),
    seller_iban: v.pipe(
      v.string('seller_iban puuttuu.'),
      compact,
      v.check(FinnishBankUtils.isValidFinnishIBAN, 'seller_iban ei ole kelvollinen suomalainen IBAN.'),
    ),
    seller_bic: v.pipe(
      v.string('seller_bic puuttuu.'),
      compact,
      v.regex(/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/, 'seller_bic ei ole kelvollinen BIC.'),
    ),
    seller_ovt: v.pipe(
      v.string('seller_ovt puuttuu.'),
      compact,
      v.check((code) => ovtBusinessId(code) !== null, 'seller_ovt ei ole kelvollinen OVT-tunnus.'),
    ),
    seller_einvoice_operator: v.pipe(
      v.string('seller_einvoice_operator puuttuu.'),
      compact,
      v.check(isValidOperatorCode, 'seller_einvoice_operator ei ole kelvollinen välittäjätunnus.'),
    ),
  }),
  // One company: the VAT number and the OVT code are made of the Y-tunnus.
  v.check(
    (c) => c.seller_vat_number === `FI${c.seller_business_id.replace('-', '')}`,
    'seller_vat_number ei vastaa Y-tunnusta.',
  ),
  v.check((c) => ovtBusinessId(c.seller_ovt) === c.seller_business_id, 'seller_ovt ei vastaa Y-tunnusta.'),
)

export interface Seller {
  name: string
  street: string
  postcode: string
  city: string
  businessId: string
  vatNumber: string
  /** Compact: FI + 16 digits. */
  iban: string
  bic: string
  ovt: string
  einvoiceOperator: string
}

const SELLER_KEYS = Object.keys(SellerConfigSchema.pipe[0].entries)

/** The seller from store_config; a missing or invalid key is a 503 that names it (to the operator's log, not a buyer's fault). */
export async function readSeller(db: D1Database): Promise<Seller> {
  const { results } = await db
    .prepare(`SELECT key, value FROM store_config WHERE key IN (${SELLER_KEYS.map(() => '?').join(', ')})`)
    .bind(...SELLER_KEYS)
    .all<{ key: string; value: string }>()
  const parsed = v.safeParse(SellerConfigSchema, Object.fromEntries(results.map((r) => [r.key, r.value])))
  if (!parsed.success) {
    console.error('seller configuration', parsed.issues.map((issue) => issue.message).join(' '))
    throw new BackendError(503, 'Laskutuksen tiedot ovat keskeneräiset. Yritä myöhemmin uudelleen.')
  }
  const c = parsed.output
  return {
    name: c.seller_name,
    street: c.seller_street,
    postcode: c.seller_postcode,
    city: c.seller_city,
    businessId: c.seller_business_id,
    vatNumber: c.seller_vat_number,
    iban: c.seller_iban,
    bic: c.seller_bic,
    ovt: c.seller_ovt,
    einvoiceOperator: c.seller_einvoice_operator,
  }
}
