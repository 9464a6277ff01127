/** Name patterns, invented brands and product lines, description sentences. */
import { hash32 } from '../lib.ts'
import type { Family, PriceClass } from './types.ts'

/** Fills `{placeholders}`; an empty value drops its placeholder and the comma before it. */
export function fill(pattern: string, values: Readonly<Record<string, string>>): string {
  const text = pattern
    .replace(/(,\s*)?\{(\w+)\}/g, (_match, sep: string | undefined, key: string) => {
      const value = values[key] ?? ''
      return value ? `${sep ?? ''}${value}` : ''
    })
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/,+/g, ',')
    .replace(/^[\s,]+|[\s,]+$/g, '')
  return text.charAt(0).toLocaleUpperCase('fi') + text.slice(1)
}

const SUFFIXES = [
  'dyl',
  'vet',
  'ral',
  'min',
  'san',
  'lin',
  'for',
  'tab',
  'med',
  'nor',
  'zon',
  'gen',
  'cyl',
  'vin',
  'dex',
  'tin',
  'max',
  'ex',
  'ona',
  'ium',
  'ix',
  'ol',
  'en',
  'ia',
]
const SECOND = ['', ' Neo', ' Plus', ' Forte', ' Duo', ' Novo']
const LINES = [
  'Comfort',
  'Pro',
  'Basic',
  'Soft',
  'Plus',
  'Clinic',
  'Select',
  'Nordic',
  'Care',
  'Eco',
  'Premium',
  'Ultra',
  'Sensi',
  'Flex',
  'Classic',
  'Optima',
  'Vet',
  'Safe',
  'Arctic',
  'Lumo',
]
const LINE_SECOND = ['', ' II', ' Max', ' Light', ' Extra', ' Neo']
const DIET_BRANDS = [
  'Vetora',
  'Nordivet Diet',
  'Clinica',
  'Kliinika',
  'Pawnord',
  'Arctic Vet',
  'Balto Diet',
  'Aurora Vet',
  'Lumo Diet',
  'VetoCare',
  'Pohjola Vet',
  'Saimaa Diet',
  'Hilla Clinical',
  'Karelia Vet',
  'Tundra Diet',
  'Kuura Vet',
  'Lapin Vet',
  'Vireo Diet',
  'Taiga Clinical',
  'Revon Vet',
]

/** The r-th name (r ≥ 1) of a list, started at a per-family offset so round 1 is not all "Comfort". */
const cycle = (list: readonly string[], second: readonly string[], r: number, key: string) => {
  const i = r - 1 + (hash32(key) % list.length)
  return `${list[i % list.length]}${second[Math.floor((r - 1) / list.length) % second.length]}`
}

/**
 * The `{brand}` of a family in a round: round 0 is the generic substance or product type; later
 * rounds are invented brands (medicines: stem + suffix + " vet"; diets: food brands) or the
 * product type followed by a product line ("Nitriilikäsine Comfort").
 */
export function brandFor(family: Family, round: number): string {
  if (round === 0) return family.brand
  if (family.priceClass === 'diet' && family.stem) return cycle(DIET_BRANDS, LINE_SECOND, round, family.name)
  if (family.stem) return `${family.stem}${cycle(SUFFIXES, SECOND, round, family.stem)} vet`
  return `${family.brand} ${cycle(LINES, LINE_SECOND, round, family.brand)}`.trim()
}

const DEFAULT_MORE: Record<PriceClass, readonly string[]> = {
  medicine: [
    'Reseptivalmiste, toimitetaan vain eläinlääkärille.',
    'Säilytä alle 25 °C valolta suojattuna.',
    'Annostus ja varoajat valmisteyhteenvedon mukaan.',
    'Lue pakkausseloste ennen käyttöä.',
  ],
  consumable: [
    'Säilytä kuivassa huoneenlämmössä.',
    'Toimitetaan alkuperäispakkauksessa.',
    'Sopii päivittäiseen käyttöön vastaanotolla.',
  ],
  bulk: ['Toimitetaan kuljetuslaatikossa, edullisempi yksikköhinta.', 'Säilytä kuivassa huoneenlämmössä.'],
  instrument: ['Takuu valmistusvirheitä vastaan 2 vuotta.', 'Huolto ja varaosat saatavilla.'],
  lab: ['Tarkista säilytysohjeet pakkauksesta.', 'Sopii klinikan omaan laboratorioon.'],
  diet: ['Täysravinto; käytä eläinlääkärin ohjeen mukaan.', 'Raikasta vettä tulee olla aina saatavilla.'],
}

/** 1–3 sentences: the family text and up to two further sentences. */
export function describe(family: Family, extra: number, offset: number): string {
  const more = family.more ?? DEFAULT_MORE[family.priceClass]
  const picked: string[] = []
  for (let i = 0; i < Math.min(extra, more.length); i++) picked.push(more[(offset + i) % more.length] ?? '')
  return [family.text, ...picked].join(' ')
}
