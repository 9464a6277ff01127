import { addressMismatch, parseEInvoiceAddress } from '../../../contract/einvoiceAddress'
import type { CustomerDetails, RegisterRequest, UpdateDetailsRequest } from '../../../contract/schemas/customer'
import { chosenInvoiceChannel, type UpdateBillingRequest } from '../../../contract/schemas/billing'
import { nowSeconds } from '../tokens'

/** The scope of a self-registered professional customer (spec §6): everything but changevet. */
export const REGISTERED_SCOPE = ['orders', 'invoices', 'shoppinglists', 'checkout', 'permissions'] as const

/**
 * Creates the customer in one statement, so two registrations of the same e-mail (any case:
 * the column is NOCASE) cannot both succeed, and nav_id is the next free customer number
 * (C10001, C10002, …). Answers the new id, or null when the e-mail already has an account.
 * The insert founds the user's company (migrations/0014's trigger); the same batch marks it
 * waiting for approval (account/approval.ts, docs/decisions/045-invitations-and-company-approval.md). The second statement finds the row
 * by its password hash, whose salt is random, so an existing account's company is never touched.
 */
export async function createCustomer(
  db: D1Database,
  body: RegisterRequest,
  passwordHash: string,
): Promise<number | null> {
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO customers (email, password_hash, firstname, lastname, company, business_id, nav_id,
                                phone, street, postcode, city, scope, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6,
                'C' || (COALESCE((SELECT MAX(CAST(substr(nav_id, 2) AS INTEGER)) FROM customers
                                  WHERE nav_id GLOB 'C[0-9]*'), 10000) + 1),
                ?7, ?8, ?9, ?10, ?11, ?12
         WHERE NOT EXISTS (SELECT 1 FROM customers WHERE email = ?1)
         RETURNING id`,
      )
      .bind(
        body.email,
        passwordHash,
        body.firstname,
        body.lastname,
        body.company,
        body.business_id,
        body.phone,
        body.street,
        body.postcode,
        body.city,
        JSON.stringify(REGISTERED_SCOPE),
        nowSeconds(),
      ),
    db
      .prepare(
        `UPDATE companies SET approval_pending = 1
         WHERE id = (SELECT company_id FROM customers WHERE email = ?1 AND password_hash = ?2)`,
      )
      .bind(body.email, passwordHash),
  ])
  return inserted?.results[0]?.id ?? null
}

interface DetailsRow {
  firstname: string
  lastname: string
  email: string
  phone: string
  company: string
  business_id: string
  nav_id: string
  street: string
  postcode: string
  city: string
  einvoice_address: string | null
  einvoice_operator: string | null
  invoice_channel: 'einvoice' | 'email'
  billing_email: string | null
}

/** The user's details; the e-invoice address, the invoice channel and the billing e-mail are their company's. */
export async function readDetails(db: D1Database, customerId: number): Promise<CustomerDetails | null> {
  const row = await db
    .prepare(
      `SELECT cu.firstname, cu.lastname, cu.email, cu.phone, cu.company, cu.business_id, cu.nav_id, cu.street,
              cu.postcode, cu.city, co.einvoice_address, co.einvoice_operator, co.invoice_channel, co.billing_email
       FROM customers cu JOIN companies co ON co.id = cu.company_id WHERE cu.id = ?`,
    )
    .bind(customerId)
    .first<DetailsRow>()
  if (!row) return null
  const { street, postcode, city, ...rest } = row
  return { ...rest, address: { street, postcode, city } }
}

/**
 * Updates the contact person; false when the new e-mail belongs to another account (one statement).
 * With `endOtherSessions` (a changed e-mail, i.e. login name) the same batch ends every session
 * but the current one (by its token hash) and uses up open reset and login links, which were
 * mailed to the old address; nothing of that happens when the update itself is refused.
 */
export async function updateDetails(
  db: D1Database,
  customerId: number,
  body: UpdateDetailsRequest,
  endOtherSessions?: { keepTokenHash: string },
): Promise<boolean> {
  const update = db
    .prepare(
      `UPDATE customers SET firstname = ?2, lastname = ?3, email = ?4, phone = ?5
       WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM customers WHERE email = ?4 AND id != ?1)`,
    )
    .bind(customerId, body.firstname, body.lastname, body.email, body.phone)
  if (!endOtherSessions) return (await update.run()).meta.changes === 1
  // The e-mail is the only thing that can make the update match nothing: the later statements
  // check the same condition, so a refused change ends no session.
  const changed = `EXISTS (SELECT 1 FROM customers WHERE id = ?1 AND email = ?2)`
  const [result] = await db.batch([
    update,
    db
      .prepare(`DELETE FROM tokens WHERE customer_id = ?1 AND token_hash != ?3 AND ${changed}`)
      .bind(customerId, body.email, endOtherSessions.keepTokenHash),
    db
      .prepare(`UPDATE account_tokens SET used_at = ?3 WHERE customer_id = ?1 AND used_at IS NULL AND ${changed}`)
      .bind(customerId, body.email, nowSeconds()),
  ])
  return result?.meta.changes === 1
}

/**
 * Why the e-invoice address is not the company's own, or null: an OVT code is made of the
 * company's Y-tunnus (contract/einvoiceAddress.ts), which only the backend knows.
 */
export async function einvoiceAddressMismatch(db: D1Database, customerId: number, address: string) {
  const parsed = address === '' ? null : parseEInvoiceAddress(address)
  if (!parsed) return null
  const company = await db
    .prepare('SELECT co.business_id FROM customers cu JOIN companies co ON co.id = cu.company_id WHERE cu.id = ?')
    .bind(customerId)
    .first<{ business_id: string }>()
  return company ? addressMismatch(parsed, company.business_id) : null
}

/**
 * Saves the billing details: the name and address on the user, the e-invoice address and the
 * invoice channel on their company (docs/decisions/085-invoice-sending.md).
 */
export async function updateBilling(db: D1Database, customerId: number, body: UpdateBillingRequest): Promise<void> {
  await db.batch([
    db
      .prepare('UPDATE customers SET company = ?2, street = ?3, postcode = ?4, city = ?5 WHERE id = ?1')
      .bind(customerId, body.company, body.street, body.postcode, body.city),
    db
      .prepare(
        // A billing e-mail not sent keeps the saved one; '' clears it (mailed to whoever ordered).
        `UPDATE companies SET einvoice_address = ?2, einvoice_operator = ?3, invoice_channel = ?4,
                              billing_email = CASE WHEN ?5 IS NULL THEN billing_email ELSE NULLIF(?5, '') END
         WHERE id = (SELECT company_id FROM customers WHERE id = ?1)`,
      )
      .bind(
        customerId,
        body.einvoice_address || null,
        body.einvoice_operator || null,
        chosenInvoiceChannel(body),
        body.billing_email ?? null,
      ),
  ])
}
