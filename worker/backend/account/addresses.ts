import { MAX_ADDRESSES, type SaveAddressRequest, type SavedAddress } from '../../../contract/schemas/customer'
import { nowSeconds } from '../tokens'

/**
 * The address book (migrations/0004_account.sql customer_addresses). Every statement names the
 * customer, so an id of another customer's address behaves exactly like an unknown id.
 */
interface AddressRow {
  id: number
  firstname: string
  lastname: string
  company: string
  street: string
  postcode: string
  city: string
  country_code: string
  telephone: string
  is_default: number
}

function parseStreet(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

const toSaved = ({ street, is_default, ...row }: AddressRow): SavedAddress => ({
  ...row,
  street: parseStreet(street),
  is_default: is_default === 1,
})

const COLUMNS = 'id, firstname, lastname, company, street, postcode, city, country_code, telephone, is_default'

/** Default first, then in the order they were added. */
export async function listAddresses(db: D1Database, companyId: number): Promise<SavedAddress[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM customer_addresses WHERE company_id = ? ORDER BY is_default DESC, id`)
    .bind(companyId)
    .all<AddressRow>()
  return results.map(toSaved)
}

export async function findAddress(db: D1Database, companyId: number, id: number): Promise<SavedAddress | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM customer_addresses WHERE id = ? AND company_id = ?`)
    .bind(id, companyId)
    .first<AddressRow>()
  return row ? toSaved(row) : null
}

/**
 * Adds an address; null when the book is full (MAX_ADDRESSES, checked in the same statement).
 * The first address becomes the default shipping address.
 */
export async function createAddress(
  db: D1Database,
  companyId: number,
  body: SaveAddressRequest,
  /** The user who adds it; the address is the company's (spec §11). */
  createdBy: number,
): Promise<number | null> {
  const { address } = body
  const now = nowSeconds()
  const row = await db
    .prepare(
      `INSERT INTO customer_addresses (company_id, customer_id, firstname, lastname, company, street, postcode, city,
                                       country_code, telephone, is_default, created_at, updated_at)
       SELECT ?1, ?11, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9,
              NOT EXISTS (SELECT 1 FROM customer_addresses WHERE company_id = ?1 AND is_default = 1), ?10, ?10
       WHERE (SELECT COUNT(*) FROM customer_addresses WHERE company_id = ?1) < ${MAX_ADDRESSES}
       RETURNING id`,
    )
    .bind(
      companyId,
      address.firstname,
      address.lastname,
      address.company,
      JSON.stringify(address.street),
      address.postcode,
      address.city,
      address.country_code,
      address.telephone,
      now,
      createdBy,
    )
    .first<{ id: number }>()
  if (!row) return null
  if (body.is_default) await setDefaultAddress(db, companyId, row.id)
  return row.id
}

/** Rewrites an address of the customer; false when there is no such address. */
export async function updateAddress(
  db: D1Database,
  companyId: number,
  id: number,
  body: SaveAddressRequest,
): Promise<boolean> {
  const { address } = body
  const result = await db
    .prepare(
      `UPDATE customer_addresses SET firstname = ?3, lastname = ?4, company = ?5, street = ?6, postcode = ?7,
              city = ?8, country_code = ?9, telephone = ?10, updated_at = ?11
       WHERE id = ?1 AND company_id = ?2`,
    )
    .bind(
      id,
      companyId,
      address.firstname,
      address.lastname,
      address.company,
      JSON.stringify(address.street),
      address.postcode,
      address.city,
      address.country_code,
      address.telephone,
      nowSeconds(),
    )
    .run()
  if (result.meta.changes !== 1) return false
  if (body.is_default) await setDefaultAddress(db, companyId, id)
  return true
}

/** Deleting the default leaves the customer without one until another is chosen. */
export async function deleteAddress(db: D1Database, companyId: number, id: number): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM customer_addresses WHERE id = ? AND company_id = ?')
    .bind(id, companyId)
    .run()
  return result.meta.changes === 1
}

/**
 * Makes the address the default shipping address in one batch (one transaction): the old
 * default is cleared only if the address exists and belongs to the customer.
 */
export async function setDefaultAddress(db: D1Database, companyId: number, id: number): Promise<boolean> {
  const mine = 'EXISTS (SELECT 1 FROM customer_addresses WHERE id = ?2 AND company_id = ?1)'
  const [, set] = await db.batch([
    db
      .prepare(
        `UPDATE customer_addresses SET is_default = 0 WHERE company_id = ?1 AND is_default = 1 AND id != ?2 AND ${mine}`,
      )
      .bind(companyId, id),
    db.prepare('UPDATE customer_addresses SET is_default = 1 WHERE id = ?2 AND company_id = ?1').bind(companyId, id),
  ])
  return (set?.meta.changes ?? 0) === 1
}
