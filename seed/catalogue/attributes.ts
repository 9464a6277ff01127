/**
 * The filterable attributes of a generated product (docs/decisions/064-product-attributes.md),
 * from its family's definition and the values the family's template was filled with; never
 * from the finished name.
 */
import { PRODUCT_ATTRIBUTE_CODES as ORDER, type ProductAttributeCode } from '../../contract/productAttributes.ts'
import { hash32 } from '../lib.ts'
import type { AttributeValues, Family } from './types.ts'

/** A product's attributes in order: [code, value], several values of a code in their order. */
export type ProductAttributes = (readonly [ProductAttributeCode, string])[]

/** The animals of a species phrase of a template ("naudalle, sialle ja lampaalle", "koiranpennuille"). */
const ANIMAL_WORDS: Record<string, string> = {
  koiralle: 'koira',
  koirille: 'koira',
  koira: 'koira',
  koiranpennuille: 'koira',
  pennuille: 'koira',
  kissalle: 'kissa',
  kissoille: 'kissa',
  kissa: 'kissa',
  kissanpennuille: 'kissa',
  hevoselle: 'hevonen',
  hevosille: 'hevonen',
  varsoille: 'hevonen',
  naudalle: 'nauta',
  vasikoille: 'nauta',
  vasikka: 'nauta',
  lypsylehmille: 'nauta',
  umpilehmille: 'nauta',
  sialle: 'sika',
  porsaille: 'sika',
  lampaalle: 'lammas',
  lampaille: 'lammas',
  lampaan: 'lammas',
  karitsoille: 'lammas',
  kileille: 'vuohi',
}

export function animalsOf(species: string): string[] {
  const animals = species
    .toLocaleLowerCase('fi')
    .split(/[^a-zåäö]+/)
    .map((word) => ANIMAL_WORDS[word])
    .filter((animal): animal is string => Boolean(animal))
  return [...new Set(animals)]
}

/** The gauge of a needle text ("29G x 12 mm" → "29G"), or nothing. */
export const gaugeOf = (text: string | undefined): string | undefined => /\b(\d{2}G)\b/.exec(text ?? '')?.[1]

const COUNT_UNITS: Record<string, readonly [one: string, many: string]> = {
  kpl: ['kpl', 'kpl'],
  tabl: ['tabl', 'tabl'],
  kaps: ['kaps', 'kaps'],
  pari: ['pari', 'paria'],
  paria: ['pari', 'paria'],
  rulla: ['rulla', 'rullaa'],
  rullaa: ['rulla', 'rullaa'],
  pipetti: ['pipetti', 'pipettiä'],
  pipettiä: ['pipetti', 'pipettiä'],
  testiä: ['testi', 'testiä'],
  liuskaa: ['liuska', 'liuskaa'],
  annos: ['annos', 'annosta'],
  annosta: ['annos', 'annosta'],
  pakettia: ['paketti', 'pakettia'],
}

/**
 * The units of one pack from the family's package text: "10 x 100 kpl" → "1000 kpl",
 * "50 paria" → "50 paria", "12 x 400 g" → "12 kpl"; a volume or a weight alone ("100 ml") has
 * no unit count.
 */
export function packSizeOf(pack: string): string | undefined {
  const m = /^(?:(\d+) x )?(\d+(?:,\d+)?) ?([a-zåäö]+)/.exec(pack)
  if (!m) return undefined
  const times = Number(m[1] ?? 1)
  const unit = COUNT_UNITS[m[3] ?? '']
  if (!unit) return m[1] ? `${times} kpl` : undefined
  const count = times * Number(m[2])
  if (!Number.isInteger(count)) return undefined
  return `${count} ${count === 1 ? unit[0] : unit[1]}`
}

/** Invented makers per kind of product; a brand keeps its maker in every round. */
const MAKERS: Record<Family['priceClass'], readonly string[]> = {
  medicine: ['Boreal Vet Pharma', 'Kalevet Oy', 'Nordlab Animal Health', 'Saimaa Vet Pharma', 'Vetronia ApS'],
  consumable: ['Hoivatarvike Oy', 'Kuura Medical', 'Medisupply Nordic', 'Polarmed AB', 'Revontuli Care'],
  bulk: ['Hoivatarvike Oy', 'Medisupply Nordic', 'Polarmed AB'],
  instrument: ['Kirurgitekniikka Oy', 'Nordinstru', 'Precisa Vet', 'Steelvet Instruments'],
  lab: ['Analyysi Nordic', 'Labvet Diagnostics', 'Nordtest AB'],
  diet: ['Nordic Pet Nutrition', 'Pohjolan Rehu Oy', 'Tundra Petfood'],
}

export function manufacturerOf(family: Family, brand: string): string {
  const makers = MAKERS[family.priceClass]
  return makers[hash32(`maker:${brand || family.name}`) % makers.length] ?? ''
}

/** The attributes of one product of a family filled with `values` under `brand`. */
export function attributesOf(
  family: Family,
  values: Readonly<Record<string, string>>,
  brand: string,
): ProductAttributes {
  const own: AttributeValues = family.attributes?.(values) ?? {}
  const all: AttributeValues = {
    ...own,
    pack_size: own.pack_size ?? packSizeOf(values.pack ?? ''),
    manufacturer: own.manufacturer ?? manufacturerOf(family, brand),
  }
  return ORDER.flatMap((code) => {
    const value = all[code]
    const list = typeof value === 'string' ? [value] : (value ?? [])
    return [...new Set(list.filter((v): v is string => Boolean(v)))].map((v) => [code, v] as const)
  })
}

/** A configurable parent's attributes: its own and every value of its variants', in order. */
export function mergeAttributes(lists: readonly ProductAttributes[]): ProductAttributes {
  const seen = new Set<string>()
  const merged: ProductAttributes = []
  for (const code of ORDER) {
    for (const list of lists) {
      for (const [c, value] of list) {
        if (c !== code || seen.has(`${c}\u0000${value}`)) continue
        seen.add(`${c}\u0000${value}`)
        merged.push([c, value])
      }
    }
  }
  return merged
}
