/**
 * The category tree (docs/architecture.md §15): seven top categories, three levels. "Lääkkeet" and all of
 * its descendants contain drugs. Two categories stay out of the menu: "Eläinten
 * hoitotarvikkeet" (its children are in the menu) and the bulk-pack leaf "Tukkupakkaukset",
 * which content pages link to.
 */
import { slugify } from '../lib.ts'
import type { CategoryDef } from './types.ts'

export const DRUG_ROOT = 'Lääkkeet'

export const CATEGORY_TREE: readonly CategoryDef[] = [
  {
    name: 'Lääkkeet',
    children: [
      {
        name: 'Kipu- ja tulehduslääkkeet',
        children: [{ name: 'Tabletit' }, { name: 'Injektiot' }, { name: 'Oraaliset nesteet' }],
      },
      { name: 'Antibiootit', children: [{ name: 'Tabletit' }, { name: 'Injektiot' }] },
      { name: 'Loislääkkeet', children: [{ name: 'Sisäloislääkkeet' }, { name: 'Ulkoloislääkkeet' }] },
      {
        name: 'Rokotteet',
        children: [{ name: 'Koiran rokotteet' }, { name: 'Kissan rokotteet' }, { name: 'Hevosen rokotteet' }],
      },
      { name: 'Anestesia ja sedaatio' },
      { name: 'Silmä- ja korvavalmisteet', children: [{ name: 'Silmävalmisteet' }, { name: 'Korvavalmisteet' }] },
      { name: 'Iho- ja haavavalmisteet' },
      { name: 'Hormonit ja aineenvaihdunta' },
    ],
  },
  {
    name: 'Hoitotarvikkeet',
    children: [
      {
        name: 'Sidetarvikkeet',
        children: [
          { name: 'Sideharsot ja taitokset' },
          { name: 'Kiinnityssiteet' },
          { name: 'Itsekiinnittyvät siteet' },
          { name: 'Haavasidokset' },
        ],
      },
      { name: 'Injektiotarvikkeet', children: [{ name: 'Ruiskut' }, { name: 'Neulat' }] },
      {
        name: 'Käsineet',
        children: [{ name: 'Nitriilikäsineet' }, { name: 'Lateksikäsineet' }, { name: 'Kirurgiset käsineet' }],
      },
      { name: 'Infuusio ja kanyylit', children: [{ name: 'Kanyylit' }, { name: 'Infuusiovälineet' }] },
      { name: 'Ompelutarvikkeet', children: [{ name: 'Resorboituvat langat' }, { name: 'Ei-resorboituvat langat' }] },
      { name: 'Kauluri ja suojat' },
      { name: 'Tukkupakkaukset', includeInMenu: false },
    ],
  },
  {
    name: 'Instrumentit',
    children: [
      {
        name: 'Kirurgiset instrumentit',
        children: [
          { name: 'Sakset' },
          { name: 'Pinsetit' },
          { name: 'Neulankuljettimet' },
          { name: 'Skalpellit ja terät' },
        ],
      },
      { name: 'Hammashoito' },
      {
        name: 'Diagnostiikka',
        children: [{ name: 'Otoskoopit' }, { name: 'Stetoskoopit' }, { name: 'Lämpömittarit' }],
      },
    ],
  },
  {
    name: 'Laboratorio',
    children: [
      { name: 'Pikatestit', children: [{ name: 'Infektiotestit' }, { name: 'Virtsatestit' }] },
      { name: 'Näyteputket ja -astiat', urlKey: 'nayteputket-ja-astiat' },
      { name: 'Mikroskopia' },
    ],
  },
  {
    name: 'Ruokinta',
    children: [
      {
        name: 'Erikoisruokinta',
        children: [{ name: 'Koiran erikoisruoat' }, { name: 'Kissan erikoisruoat' }],
      },
      { name: 'Maitokorvikkeet' },
      { name: 'Ravintolisät' },
    ],
  },
  {
    name: 'Hygienia ja desinfiointi',
    children: [{ name: 'Käsihygienia' }, { name: 'Pinta- ja välinedesinfiointi' }, { name: 'Jätehuolto' }],
  },
  {
    name: 'Klinikkatarvikkeet',
    children: [
      { name: 'Paperit ja suojat' },
      { name: 'Toimistotarvikkeet' },
      {
        name: 'Eläinten hoitotarvikkeet',
        includeInMenu: false,
        children: [{ name: 'Kuljetus ja lepo' }, { name: 'Turkin- ja kynsienhoito' }],
      },
    ],
  },
]

export interface CategoryRow {
  id: number
  parentId: number | null
  name: string
  urlKey: string
  urlPath: string
  position: number
  level: number
  includeInMenu: number
  hasDrugs: number
  isLeaf: boolean
}

/** Flattens the tree parents-first with ids 1…n, url paths and drug flags. */
export function flattenCategories(tree: readonly CategoryDef[] = CATEGORY_TREE): CategoryRow[] {
  const rows: CategoryRow[] = []
  const walk = (defs: readonly CategoryDef[], parent: CategoryRow | null) => {
    const created = defs.map((def, index) => {
      const urlKey = def.urlKey ?? slugify(def.name)
      const row: CategoryRow = {
        id: rows.length + 1,
        parentId: parent?.id ?? null,
        name: def.name,
        urlKey,
        urlPath: parent ? `${parent.urlPath}/${urlKey}` : urlKey,
        position: index + 1,
        level: parent ? parent.level + 1 : 1,
        includeInMenu: def.includeInMenu === false ? 0 : 1,
        hasDrugs: parent ? parent.hasDrugs : def.name === DRUG_ROOT ? 1 : 0,
        isLeaf: !def.children?.length,
      }
      rows.push(row)
      return [row, def] as const
    })
    for (const [row, def] of created) if (def.children) walk(def.children, row)
  }
  walk(tree, null)
  return rows
}
