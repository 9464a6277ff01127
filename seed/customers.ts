/**
 * Demo customers (clinics, equine and production-animal practices, municipal veterinarians,
 * pharmacies) and their contract prices. Every account's password is demo1234; the PBKDF2 salt
 * is derived from the e-mail so the generated SQL is identical on every run.
 */
import { createHash, pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'
import { createRng, slugify, toCents, type Rng } from './lib.ts'

export const DEMO_PASSWORD = 'demo1234'
const ITERATIONS = 100_000
const pbkdf2Async = promisify(pbkdf2)

/** `pbkdf2-sha256$100000$<salt b64>$<hash b64>` as worker/backend/password.ts verifies it. */
export async function hashPassword(email: string, password = DEMO_PASSWORD): Promise<string> {
  const salt = createHash('sha256').update(email.toLowerCase()).digest().subarray(0, 16)
  const hash = await pbkdf2Async(password, salt, ITERATIONS, 32, 'sha256')
  return `pbkdf2-sha256$${ITERATIONS}$${salt.toString('base64')}$${hash.toString('base64')}`
}

/** A valid Y-tunnus: 7 digits, weights 7,9,10,5,8,4,2, mod 11 (remainder 1 is never issued). */
export function businessId(rng: Rng): string {
  const weights = [7, 9, 10, 5, 8, 4, 2]
  for (;;) {
    const digits = String(rng.int(100_000, 3_299_999)).padStart(7, '0')
    const remainder = [...digits].reduce((sum, d, i) => sum + Number(d) * (weights[i] ?? 0), 0) % 11
    if (remainder === 1) continue
    return `${digits}-${remainder === 0 ? 0 : 11 - remainder}`
  }
}

type CustomerType = 'small' | 'equine' | 'production' | 'municipal' | 'pharmacy' | 'grooming'

export interface Customer {
  id: number
  email: string
  firstname: string
  lastname: string
  company: string
  businessId: string
  navId: string
  phone: string
  street: string
  postcode: string
  city: string
  denyMedListing: number
  scope: string
  createdAt: number
  type: CustomerType
  /**
   * The company (spec §11): the id of the customer who founded it. Founders leave it out and
   * found their own (migrations/0014's trigger); a colleague names the founder's id.
   */
  companyId: number
  /** A ready role (contract/companyRoles.ts); founders with `permissions` become 'admin'. */
  role: 'admin' | 'buyer' | 'requester' | 'custom'
  /** The name of the company's custom role the user has, if any (seed/generate.ts writes it). */
  customRole?: { name: string; scope: readonly string[] }
}

/** The demo clinic's third user: only invoices, through a custom role of the clinic. */
export const DEMO_INVOICE_ROLE = { name: 'Laskujen käsittelijä', scope: ['invoices'] } as const

// [city, genitive, postcode prefix]
// prettier-ignore
const CITIES: readonly (readonly [string, string, string])[] = [
  ['Helsinki', 'Helsingin', '00'], ['Espoo', 'Espoon', '02'], ['Vantaa', 'Vantaan', '01'], ['Tampere', 'Tampereen', '33'],
  ['Turku', 'Turun', '20'], ['Oulu', 'Oulun', '90'], ['Jyväskylä', 'Jyväskylän', '40'], ['Kuopio', 'Kuopion', '70'],
  ['Lahti', 'Lahden', '15'], ['Pori', 'Porin', '28'], ['Joensuu', 'Joensuun', '80'], ['Lappeenranta', 'Lappeenrannan', '53'],
  ['Hämeenlinna', 'Hämeenlinnan', '13'], ['Vaasa', 'Vaasan', '65'], ['Seinäjoki', 'Seinäjoen', '60'], ['Rovaniemi', 'Rovaniemen', '96'],
  ['Mikkeli', 'Mikkelin', '50'], ['Kotka', 'Kotkan', '48'], ['Salo', 'Salon', '24'], ['Porvoo', 'Porvoon', '06'],
  ['Kokkola', 'Kokkolan', '67'], ['Hyvinkää', 'Hyvinkään', '05'], ['Lohja', 'Lohjan', '08'], ['Rauma', 'Rauman', '26'],
  ['Kajaani', 'Kajaanin', '87'], ['Savonlinna', 'Savonlinnan', '57'], ['Iisalmi', 'Iisalmen', '74'], ['Ylivieska', 'Ylivieskan', '84'],
  ['Loimaa', 'Loimaan', '32'], ['Forssa', 'Forssan', '30'], ['Raahe', 'Raahen', '92'], ['Kemi', 'Kemin', '94'],
  ['Äänekoski', 'Äänekosken', '44'], ['Varkaus', 'Varkauden', '78'], ['Kurikka', 'Kurikan', '61'], ['Nurmes', 'Nurmeksen', '75'],
]
// prettier-ignore
const FIRST = ['Anna', 'Laura', 'Maria', 'Emilia', 'Sanna', 'Johanna', 'Katja', 'Riikka', 'Heidi', 'Elina', 'Minna', 'Tiina', 'Noora', 'Aino', 'Satu', 'Hanna', 'Mikko', 'Juha', 'Timo', 'Antti', 'Jukka', 'Ville', 'Pekka', 'Janne', 'Markus', 'Olli', 'Sami', 'Tuomas', 'Henna', 'Kaisa']
// prettier-ignore
const LAST = ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen', 'Lehtonen', 'Lehtinen', 'Saarinen', 'Salminen', 'Heinonen', 'Niemi', 'Heikkilä', 'Kinnunen', 'Salonen', 'Turunen', 'Salo', 'Laitinen', 'Tuominen', 'Rantanen', 'Karjalainen', 'Jokinen', 'Mattila', 'Savolainen', 'Lahtinen', 'Ahonen']
// prettier-ignore
const STREETS = ['Kauppakatu', 'Koulukatu', 'Rantatie', 'Teollisuustie', 'Asemakatu', 'Myllytie', 'Puistokatu', 'Kirkkokatu', 'Pellontie', 'Meijeritie', 'Hallituskatu', 'Torikatu', 'Sairaalantie', 'Tallitie', 'Kartanontie', 'Peltotie']
// prettier-ignore
const CLINIC_NAMES = ['Kuono', 'Viiksi', 'Karvakaveri', 'Hännänheilutus', 'Kultakorva', 'Lemmikki', 'Revontuli', 'Kettu', 'Ilves', 'Koivu', 'Aurora', 'Pohjantähti', 'Onni', 'Kaarna', 'Pentu', 'Mesikämmen', 'Saukko', 'Tähkä']
const FULL_SCOPE = ['orders', 'invoices', 'shoppinglists', 'checkout', 'permissions']
// prettier-ignore
const SMALLER_SCOPES = [['orders', 'invoices'], ['orders', 'checkout'], ['orders', 'invoices', 'checkout'], ['orders', 'shoppinglists', 'checkout'], ['orders']]

const MIX: readonly CustomerType[] = [
  'small',
  'small',
  'small',
  'equine',
  'production',
  'small',
  'municipal',
  'pharmacy',
  'small',
  'production',
]

function companyName(type: CustomerType, rng: Rng, lastname: string, city: readonly [string, string, string]): string {
  switch (type) {
    case 'small':
      return rng.pick([
        `Eläinklinikka ${rng.pick(CLINIC_NAMES)} Oy`,
        `Pieneläinklinikka ${city[0]}`,
        `Eläinlääkäriasema ${rng.pick(CLINIC_NAMES)} Oy`,
        `Eläinsairaala ${city[0]} Oy`,
        `Eläinlääkäri ${lastname} Oy`,
      ])
    case 'equine':
      return rng.pick([`Hevosklinikka ${city[0]} Oy`, `Hevospraktiikka ${lastname}`, `${city[1]} Hevossairaala Oy`])
    case 'production':
      return rng.pick([
        `Tuotantoeläinpraktiikka ${lastname} Oy`,
        `${city[1]} seudun kotieläinpraktiikka`,
        `Eläinlääkäripalvelut ${lastname} Ky`,
      ])
    case 'municipal':
      return rng.pick([
        `${city[1]} kaupungin eläinlääkäripalvelut`,
        `${city[1]} seudun ympäristöterveys, eläinlääkärit`,
      ])
    case 'pharmacy':
      return `${city[1]} ${rng.pick(['Keskusapteekki', 'Torin apteekki', 'Uusi apteekki', 'Rautatien apteekki', 'Kauppakadun apteekki'])}`
    default:
      return `Trimmaamo ja eläinhoitola Karvatassu Oy`
  }
}

export function buildCustomers(count: number): Customer[] {
  const rng = createRng('customers')
  const customers: Customer[] = []
  const seen = new Set<string>()
  const add = (
    c: Omit<
      Customer,
      'id' | 'navId' | 'businessId' | 'phone' | 'street' | 'postcode' | 'createdAt' | 'companyId' | 'role'
    > & {
      createdAt?: number
      companyId?: number
      role?: Customer['role']
    },
    city: readonly [string, string, string],
  ) => {
    const id = customers.length + 1
    customers.push({
      ...c,
      id,
      companyId: c.companyId ?? id,
      role: c.role ?? (c.scope.includes('"permissions"') ? 'admin' : 'custom'),
      navId: `C${10_000 + id}`,
      businessId: businessId(rng),
      phone: `${rng.pick(['040', '044', '045', '050'])} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
      street: `${rng.pick(STREETS)} ${rng.int(1, 60)}`,
      postcode: `${city[2]}${rng.int(1, 9)}${rng.int(0, 9)}0`,
      createdAt: c.createdAt ?? Date.UTC(2019, 0, 1) / 1000 + rng.int(0, 2_800) * 86_400,
    })
    seen.add(c.company)
    seen.add(c.email)
  }
  const helsinki = CITIES[0] as (typeof CITIES)[number]
  const tampere = CITIES[3] as (typeof CITIES)[number]
  add(
    {
      email: 'demo@example.fi',
      firstname: 'Anna',
      lastname: 'Virtanen',
      company: 'Eläinklinikka Tassu Oy',
      city: 'Helsinki',
      denyMedListing: 0,
      scope: JSON.stringify(FULL_SCOPE),
      type: 'small',
      createdAt: Date.UTC(2021, 2, 15) / 1000,
    },
    helsinki,
  )
  add(
    {
      email: 'rajattu@example.fi',
      firstname: 'Riikka',
      lastname: 'Rajala',
      company: 'Trimmaamo ja eläinhoitola Karvatassu Oy',
      city: 'Tampere',
      denyMedListing: 1,
      scope: JSON.stringify(['orders', 'checkout']),
      type: 'grooming',
      createdAt: Date.UTC(2023, 8, 4) / 1000,
    },
    tampere,
  )
  // The demo clinic's nurse, who fills the cart from the storeroom list but may not order
  // (spec §6: no `checkout` scope); a requester sends it for approval (spec §12).
  add(
    {
      email: 'hoitaja@example.fi',
      firstname: 'Hanna',
      lastname: 'Hoitaja',
      company: 'Eläinklinikka Tassu Oy',
      city: 'Helsinki',
      denyMedListing: 0,
      scope: JSON.stringify(['orders', 'shoppinglists']),
      type: 'small',
      createdAt: Date.UTC(2024, 0, 10) / 1000,
      companyId: 1,
      role: 'requester',
    },
    helsinki,
  )
  for (let i = 0; customers.length < count; i++) {
    const type = MIX[i % MIX.length] as CustomerType
    const city = rng.pick(CITIES)
    const firstname = rng.pick(FIRST)
    const lastname = rng.pick(LAST)
    const company = companyName(type, rng, lastname, city)
    let email = `${slugify(firstname)}.${slugify(lastname)}@example.fi`
    for (let n = 2; seen.has(email); n++) email = `${slugify(firstname)}.${slugify(lastname)}${n}@example.fi`
    if (seen.has(company)) continue
    const scope = rng.chance(0.7) ? FULL_SCOPE : rng.pick(SMALLER_SCOPES)
    add(
      { email, firstname, lastname, company, city: city[0], denyMedListing: 0, scope: JSON.stringify(scope), type },
      city,
    )
  }
  // The demo clinic's office manager, who pays the invoices and may do nothing else (spec §11).
  add(
    {
      email: 'laskutus@example.fi',
      firstname: 'Tiina',
      lastname: 'Talonen',
      company: 'Eläinklinikka Tassu Oy',
      city: 'Helsinki',
      denyMedListing: 0,
      scope: JSON.stringify(DEMO_INVOICE_ROLE.scope),
      type: 'small',
      createdAt: Date.UTC(2024, 5, 3) / 1000,
      companyId: 1,
      role: 'custom',
      customRole: DEMO_INVOICE_ROLE,
    },
    helsinki,
  )
  return customers
}

export interface Sellable {
  sku: string
  name: string
  finalCents: number
  vatClass: string
}

const LARGE =
  /naudalle|sialle|lampaalle|hevose|vasikoille|varsoille|porsaille|karitsoille|lypsy|umpileh|tallin|tuotantoeläin/i
const SMALL = /koira|kissa|pennuille/i
const relevant: Record<CustomerType, (s: Sellable) => boolean> = {
  small: (s) => !LARGE.test(s.name),
  equine: (s) => !(SMALL.test(s.name) || /naudalle|sialle|vasikoille/i.test(s.name)) || /hevo/i.test(s.name),
  production: (s) => !SMALL.test(s.name) || /naudalle|sialle|lampaalle/i.test(s.name),
  municipal: () => true,
  pharmacy: (s) => s.vatClass !== 'other' || /käsi|desinf|ruisku|neula/i.test(s.name),
  grooming: (s) => s.vatClass !== 'medicine',
}

/** [customer_id, product_no, special_price_cents, price_type] */
export type ContractPrice = [number, string, number, number]

/**
 * 20–600 contract SKUs per customer at 5–25 % under the final price, ~10 % of them price type 4.
 * The demo customer gets several hundred; its first SKU is also priced, differently, for
 * customer 4 so tests can tell the two apart.
 */
export function buildContractPrices(
  customers: Customer[],
  sellable: Sellable[],
): { rows: ContractPrice[]; sharedSku: string } {
  const rng = createRng('contract-prices')
  const rows: ContractPrice[] = []
  const price = (s: Sellable, off: number) =>
    Math.max(5, Math.min(s.finalCents - 5, toCents((s.finalCents / 100) * (1 - off))))
  const perCustomer = new Map<number, Map<string, ContractPrice>>()
  // Contract prices are the company's (spec §11): only a founder's row carries them.
  for (const c of customers) {
    if (c.companyId !== c.id) continue
    const candidates = sellable.filter(relevant[c.type])
    const wanted =
      c.id === 1 ? 450 : c.type === 'pharmacy' || c.type === 'grooming' ? rng.int(20, 80) : rng.int(40, 350)
    const chosen = rng.shuffle(candidates).slice(0, Math.min(wanted, 600, candidates.length))
    const map = new Map<string, ContractPrice>()
    for (const s of chosen) map.set(s.sku, [c.id, s.sku, price(s, rng.int(5, 25) / 100), rng.chance(0.1) ? 4 : 1])
    perCustomer.set(c.id, map)
  }
  const demo = perCustomer.get(1)
  const other = perCustomer.get(4)
  const first = demo ? [...demo.values()][0] : undefined
  const product = first ? sellable.find((s) => s.sku === first[1]) : undefined
  if (!demo || !other || !first || !product) throw new Error('contract prices: need the demo customer and customer 4')
  demo.set(product.sku, [1, product.sku, price(product, 0.2), 1])
  other.set(product.sku, [4, product.sku, price(product, 0.08), 4])
  for (const map of perCustomer.values()) rows.push(...map.values())
  return { rows, sharedSku: product.sku }
}
