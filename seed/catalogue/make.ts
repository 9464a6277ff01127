/** Shorthands for the common medicine families, so the catalogue files read like a price list. */
import type { MediaKind } from '../media.ts'
import { animalsOf } from './attributes.ts'
import type { Family, Pack } from './types.ts'

export const TAB_PACKS: readonly Pack[] = [
  ['20 tabl', 1],
  ['100 tabl', 4.2],
  ['500 tabl', 18],
]
export const SMALL_TAB_PACKS: readonly Pack[] = [
  ['10 tabl', 1],
  ['30 tabl', 2.6],
  ['100 tabl', 7.5],
]
export const CAPSULE_PACKS: readonly Pack[] = [
  ['30 kaps', 1],
  ['100 kaps', 3],
]

interface TabletOpts {
  category: string
  brand: string
  stem: string
  strengths: readonly string[]
  /** "purutabletti", "tabletti", "kapseli" */
  form: string
  species: string
  price: readonly [number, number]
  text: string
  packs?: readonly Pack[]
  kind?: MediaKind
  variantChance?: number
}

/** Tablets and capsules: one product per strength, packages as variants (Pakkauskoko). */
export function tablets(o: TabletOpts): Family {
  return {
    category: o.category,
    kind: o.kind ?? 'tablet-box',
    priceClass: 'medicine',
    name: '{brand} {strength} {form} {species}',
    brand: o.brand,
    stem: o.stem,
    dims: { strength: o.strengths, form: [o.form], species: [o.species] },
    priceDim: 'strength',
    packs: o.packs ?? TAB_PACKS,
    price: o.price,
    text: o.text,
    variants: { attribute: 'Pakkauskoko', axis: 'pack', chance: o.variantChance ?? 0.4 },
    attributes: forSpecies,
  }
}

interface LiquidOpts {
  category: string
  brand: string
  stem: string
  /** Concentrations, e.g. ['5 mg/ml', '20 mg/ml'] */
  conc: readonly string[]
  /** "injektioneste, liuos", "oraalisuspensio", "korvatipat, suspensio" … */
  form: string
  species: string
  packs: readonly Pack[]
  price: readonly [number, number]
  text: string
  kind?: MediaKind
}

/** Injections, suspensions, drops: the package volume is part of the name ("… 100 ml"). */
export function liquid(o: LiquidOpts): Family {
  return {
    category: o.category,
    kind: o.kind ?? 'injection-vial',
    priceClass: 'medicine',
    name: '{brand} {conc} {form} {species} {pack}',
    brand: o.brand,
    stem: o.stem,
    dims: { conc: o.conc, form: [o.form], species: [o.species] },
    priceDim: 'conc',
    packs: o.packs,
    price: o.price,
    text: o.text,
    attributes: forSpecies,
  }
}

/** The animals of a medicine's `{species}` ("koiralle ja kissalle" → koira, kissa). */
export const forSpecies: Family['attributes'] = (values) => ({ animal: animalsOf(values.species ?? '') })

/** Volume packs with price factors growing a little slower than the volume. */
export function volumes(...texts: string[]): Pack[] {
  const amount = (text: string) => {
    const m = /^(?:(\d+) x )?(\d+(?:,\d+)?) ?(ml|l|g|kg|annos|kpl)/.exec(text)
    if (!m) return 1
    const base = Number((m[2] ?? '1').replace(',', '.')) * (m[3] === 'l' || m[3] === 'kg' ? 1000 : 1)
    return base * Number(m[1] ?? 1)
  }
  const first = amount(texts[0] ?? '')
  return texts.map((text) => [text, Math.round(Math.pow(amount(text) / first, 0.8) * 100) / 100] as const)
}

/** A non-medicine family in one line: brand (product type), name pattern, dimensions, packs, price, text. */
export function fam(
  category: string,
  kind: MediaKind,
  priceClass: Family['priceClass'],
  brand: string,
  name: string,
  dims: Family['dims'],
  packs: readonly Pack[],
  price: readonly [number, number],
  text: string,
  extra: Partial<Family> = {},
): Family {
  return { category, kind, priceClass, brand, name, dims, packs, price, text, ...extra }
}

/** A single package text with factor 1. */
export const one = (text: string): Pack[] => [[text, 1]]
