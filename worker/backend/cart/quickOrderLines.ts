import { judgeQuantity, quantityMessage } from '../../../contract/quantityRules'
import type { QuickOrderLine, QuickOrderProduct } from '../../../contract/schemas/quickOrder'
import { isDrugProduct } from '../catalog/drugs'
import { additionMessage, rulesOf } from '../catalog/quantityRules'
import { SUMMARY_COLUMNS, toSummary, type ProductRow } from '../catalog/rows'
import { searchProducts } from '../catalog/search'

/**
 * Judges quick-order lines (spec §10): a code (SKU, EAN or Vnr) and a quantity each, one Finnish
 * message per line. One query finds every product; only a line with an unknown code costs a
 * search, for up to three similar products. Used by the line check and by the bulk add, so
 * both say the same of the same line.
 */

interface CodeRow extends ProductRow {
  drug: number
  option_label: string | null
}

interface VariantRow {
  parent_id: number
  sku: string
  variant_value: string | null
  in_stock: number
  drug: number
}

/** How a buyer's code is compared: trimmed, upper case; spaces and dashes out of a number (EAN 6 430009 000116). */
export function normalizeCode(code: string): string {
  const trimmed = code.trim().toUpperCase()
  const digits = trimmed.replace(/[\s-]/g, '')
  return /^\d+$/.test(digits) ? digits : trimmed
}

export interface LineInput {
  code: string
  quantity: number
}

export interface JudgedLine extends QuickOrderLine {
  /** The product to add, on an `ok` line. */
  productId?: number
}

/** Unknown codes that get similar products suggested, per request. */
const SUGGESTION_SEARCHES = 20

const MESSAGES = {
  empty: 'Anna tuotekoodi.',
  unknown: 'Tuntematon tuotekoodi.',
  unknownWithSuggestions: 'Tuntematon tuotekoodi. Tarkoititko jotain näistä?',
  notAllowed: 'Tuote ei ole tilattavissa asiakkuudellasi.',
  discontinued: 'Tuote on poistunut valikoimasta, eikä sitä voi enää tilata.',
  chooseVariant: (option: string) => `Valitse ${option}.`,
  duplicate: (line: number) => `Sama tuote on myös rivillä ${line + 1}: määrät yhdistetään.`,
}

async function findByCodes(db: D1Database, codes: string[]): Promise<Map<string, CodeRow>> {
  if (codes.length === 0) return new Map()
  const { results } = await db
    .prepare(
      `WITH wanted(code) AS (SELECT DISTINCT value FROM json_each(?1))
       SELECT ${SUMMARY_COLUMNS}, ${isDrugProduct('p')} AS drug,
         (SELECT o.variant_attribute FROM products o WHERE o.parent_id = p.id ORDER BY o.position, o.id LIMIT 1) AS option_label
       FROM products p
       WHERE p.sku IN (SELECT code FROM wanted) OR p.ean IN (SELECT code FROM wanted) OR p.vnr IN (SELECT code FROM wanted)`,
    )
    .bind(JSON.stringify(codes))
    .all<CodeRow>()
  const byCode = new Map<string, CodeRow>()
  for (const row of results) {
    for (const key of [row.sku.toUpperCase(), row.ean, row.vnr]) if (key) byCode.set(key, row)
  }
  return byCode
}

async function variantsOf(db: D1Database, parentIds: number[]): Promise<Map<number, VariantRow[]>> {
  const out = new Map<number, VariantRow[]>()
  if (parentIds.length === 0) return out
  const { results } = await db
    .prepare(
      `SELECT p.parent_id, p.sku, p.variant_value, p.in_stock, ${isDrugProduct('p')} AS drug FROM products p
       WHERE p.parent_id IN (SELECT value FROM json_each(?1)) ORDER BY p.parent_id, p.position, p.id`,
    )
    .bind(JSON.stringify(parentIds))
    .all<VariantRow>()
  for (const row of results) out.set(row.parent_id, [...(out.get(row.parent_id) ?? []), row])
  return out
}

/** The matched product as listings show it: name, package text, rules and list price (the contract price comes by SKU). */
const productOf = (row: CodeRow): QuickOrderProduct => toSummary(row)

/**
 * Judges every line. `inCart` gives the quantity a product already has in the cart, so a line
 * that tops it up is judged on the sum's increment. Lines of the same product after the first
 * are `duplicate` (merged into the first, whose quantity becomes the sum and is judged as one).
 */
export async function judgeLines(
  db: D1Database,
  lines: LineInput[],
  view: { withoutDrugs: boolean },
  inCart: (productId: number) => number = () => 0,
): Promise<JudgedLine[]> {
  const codes = lines.map((l) => normalizeCode(l.code))
  const byCode = await findByCodes(
    db,
    codes.filter((c) => c.length > 0),
  )
  const configurable = [...new Set([...byCode.values()].filter((r) => r.type === 'configurable').map((r) => r.id))]
  const variants = await variantsOf(db, configurable)

  // Duplicates: the first line of a product takes the sum of all its lines.
  const firstLine = new Map<number, number>()
  const totals = new Map<number, number>()
  codes.forEach((code, i) => {
    const row = byCode.get(code)
    if (!row) return
    if (!firstLine.has(row.id)) firstLine.set(row.id, i)
    totals.set(row.id, (totals.get(row.id) ?? 0) + (lines[i]?.quantity ?? 0))
  })

  const judged: JudgedLine[] = []
  let searched = 0
  for (const [i, input] of lines.entries()) {
    const code = codes[i] ?? ''
    const base = { line: i, code: input.code.trim(), quantity: input.quantity }
    if (code.length === 0) {
      judged.push({ ...base, ok: false, problem: 'empty', message: MESSAGES.empty })
      continue
    }
    const row = byCode.get(code)
    // A restricted customer's drug product: refused on its line, and not described (docs/decisions/012-restricted-medicines-and-guest-prices.md).
    if (row && row.drug === 1 && view.withoutDrugs) {
      judged.push({ ...base, ok: false, problem: 'not-allowed', message: MESSAGES.notAllowed })
      continue
    }
    if (!row) {
      // Suggestions cost a search each: a paste of hundreds of wrong codes gets them for the first few.
      const hits =
        searched++ < SUGGESTION_SEARCHES
          ? await searchProducts(db, input.code.trim(), 1, 3, view).catch(() => null)
          : null
      const suggestions = (hits?.items ?? []).map((p) => ({
        sku: p.sku,
        name: p.name,
        pakkauskokoteksti: p.pakkauskokoteksti,
      }))
      judged.push({
        ...base,
        ok: false,
        problem: 'unknown',
        message: suggestions.length > 0 ? MESSAGES.unknownWithSuggestions : MESSAGES.unknown,
        suggestions,
      })
      continue
    }
    const product = productOf(row)
    const first = firstLine.get(row.id) ?? i
    if (first !== i) {
      judged.push({
        ...base,
        ok: false,
        problem: 'duplicate',
        message: MESSAGES.duplicate(first),
        product,
        duplicate_of: first,
      })
      continue
    }
    if (row.type === 'configurable') {
      const options = (variants.get(row.id) ?? []).filter((v) => !(view.withoutDrugs && v.drug === 1))
      judged.push({
        ...base,
        ok: false,
        problem: 'choose-variant',
        message: MESSAGES.chooseVariant(row.option_label?.toLocaleLowerCase('fi') ?? 'vaihtoehto'),
        product,
        variants: options.map((v) => ({ sku: v.sku, label: v.variant_value ?? v.sku, in_stock: v.in_stock === 1 })),
      })
      continue
    }
    // What cannot ship now is ordered to wait for (docs/decisions/073-availability.md); the line
    // shows its availability, and only a discontinued product is refused.
    if (row.discontinued === 1) {
      judged.push({ ...base, ok: false, problem: 'discontinued', message: MESSAGES.discontinued, product })
      continue
    }
    const total = totals.get(row.id) ?? input.quantity
    // Judged as a single add is (docs/decisions/048-quantity-rules-on-every-path.md): the cart line it makes must be on the rules;
    // a line topping up a cart line needs no minimum of its own, and the sum is capped at the
    // maximum (spec §5).
    const rules = rulesOf(row)
    const existing = inCart(row.id)
    const message = existing > 0 ? additionMessage(rules, existing, total) : quantityMessage(rules, total)
    if (message) {
      const verdict = judgeQuantity({ ...rules, min_sale_qty: Math.max(1, rules.min_sale_qty - existing) }, total)
      judged.push({
        ...base,
        quantity: total,
        ok: false,
        problem: 'quantity',
        message,
        product,
        ...(verdict.ok ? {} : { suggested_quantity: verdict.suggestion }),
      })
      continue
    }
    judged.push({ ...base, quantity: total, ok: true, product, productId: row.id })
  }
  return judged
}
