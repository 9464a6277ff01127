import type { Customer } from './customers.ts'

/**
 * The address book of the demo data (table customer_addresses): every clinic ships to its own
 * address by default, and some also to a branch in the same city, so the checkout's
 * "saved addresses" has something to offer from the first login. Deterministic, no RNG.
 */
const BRANCH_STREETS = ['Asematie 3', 'Keskuskatu 14', 'Torikatu 7 B', 'Rantatie 21']

export type AddressRow = [
  id: number,
  customerId: number,
  firstname: string,
  lastname: string,
  company: string,
  street: string,
  postcode: string,
  city: string,
  telephone: string,
  isDefault: number,
  createdAt: number,
  updatedAt: number,
]

export function buildAddresses(customers: readonly Customer[]): AddressRow[] {
  const rows: AddressRow[] = []
  let id = 1
  customers.forEach((c, i) => {
    // The address book is the company's (spec §11): a colleague adds none of their own.
    if (c.companyId !== c.id) return
    const at = c.createdAt
    rows.push([
      id++,
      c.id,
      c.firstname,
      c.lastname,
      c.company,
      JSON.stringify([c.street]),
      c.postcode,
      c.city,
      c.phone,
      1,
      at,
      at,
    ])
    // The demo clinic and every third one have a branch that receives goods too.
    if (c.email === 'demo@example.fi') {
      rows.push([
        id++,
        c.id,
        'Mikko',
        'Laine',
        `${c.company}, Espoon vastaanotto`,
        JSON.stringify(['Leppävaarankatu 9']),
        '02600',
        'Espoo',
        '050 412 7788',
        0,
        at + 86_400,
        at + 86_400,
      ])
    } else if (i % 3 === 2) {
      const street = BRANCH_STREETS[i % BRANCH_STREETS.length] as string
      rows.push([
        id++,
        c.id,
        c.firstname,
        c.lastname,
        `${c.company}, sivuvastaanotto`,
        JSON.stringify([street]),
        c.postcode,
        c.city,
        c.phone,
        0,
        at + 86_400,
        at + 86_400,
      ])
    }
  })
  return rows
}
