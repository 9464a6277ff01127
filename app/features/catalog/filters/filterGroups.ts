import { isProductAttributeCode, type ProductAttributeCode } from '../../../../contract/productAttributes'
import type { ListingFacets } from '../../../../contract/schemas/listingFacets'
import { toggleAttribute, toggleFlag, type ListingFilters } from '../../../../contract/schemas/listingFilters'
import { attributeLabel, attributeValueLabel, filterMessages } from './filterMessages'

/** One choice of the panel: its text, its count, whether it is chosen, and the filters it leads to. */
export interface FilterChoice {
  key: string
  label: string
  /** null: not counted (a chosen search category, whose count is the listing's total). */
  count: number | null
  chosen: boolean
  next: ListingFilters
  /** A subcategory of the chosen category, drawn one step in. */
  nested?: boolean
  /** The count is an estimate (ListingFacets `approximate`). */
  approximate?: boolean
}

export interface FilterGroup {
  id: string
  title: string
  /** `single`: one value at a time (medicine, category), shown as radio buttons. */
  single?: boolean
  choices: FilterChoice[]
}

const withCategory = (filters: ListingFilters, category: string | undefined): ListingFilters => {
  const { category: _old, ...rest } = filters
  return category ? { ...rest, category } : rest
}

/**
 * The search's category tree: with none chosen, the top level; with one chosen, it (to unchoose)
 * and its subcategories. `categoryName` names the chosen one.
 */
function categoryGroup(facets: ListingFacets, filters: ListingFilters, categoryName: string): FilterGroup {
  const chosen = filters.category
  const choices: FilterChoice[] = chosen
    ? [{ key: chosen, label: categoryName, count: null, chosen: true, next: withCategory(filters, undefined) }]
    : []
  for (const c of facets.categories)
    if (c.count > 0 && c.url_path !== chosen)
      choices.push({
        key: c.url_path,
        label: c.name,
        count: c.count,
        chosen: false,
        next: withCategory(filters, c.url_path),
        nested: Boolean(chosen),
      })
  return { id: 'category', title: filterMessages.groups.category, single: true, choices }
}

function flagGroup(id: 'stock' | 'cold', label: string, count: number, filters: ListingFilters): FilterGroup {
  const chosen = Boolean(filters[id])
  const choices = count > 0 || chosen ? [{ key: id, label, count, chosen, next: toggleFlag(filters, id) }] : []
  return { id, title: filterMessages.groups[id], choices }
}

function medicineGroup(medicine: { yes: number; no: number }, filters: ListingFilters): FilterGroup {
  const choices = (['yes', 'no'] as const).flatMap((value): FilterChoice[] => {
    const chosen = filters.medicine === value
    if (medicine[value] === 0 && !chosen) return []
    const { medicine: _old, ...rest } = filters
    return [
      {
        key: value,
        label: filterMessages.medicine[value],
        count: medicine[value],
        chosen,
        next: chosen ? rest : { ...rest, medicine: value },
      },
    ]
  })
  return { id: 'medicine', title: filterMessages.groups.medicine, single: true, choices }
}

function attributeGroup(
  code: ProductAttributeCode,
  counted: ListingFacets['attributes'][number]['values'],
  filters: ListingFilters,
): FilterGroup {
  const chosen = filters.attributes[code] ?? []
  const choices: FilterChoice[] = counted
    .filter((v) => v.count > 0 || chosen.includes(v.value))
    .map((v) => ({
      key: v.value,
      label: attributeValueLabel(code, v.value),
      count: v.count,
      chosen: chosen.includes(v.value),
      next: toggleAttribute(filters, code, v.value),
    }))
  // A chosen value the listing no longer counts stays, so it can be unchosen.
  for (const value of chosen)
    if (!counted.some((v) => v.value === value))
      choices.push({
        key: value,
        label: attributeValueLabel(code, value),
        count: 0,
        chosen: true,
        next: toggleAttribute(filters, code, value),
      })
  return { id: code, title: attributeLabel(code), choices }
}

/**
 * The panel's groups in their agreed order (docs/decisions/069-facets-and-filters.md): category
 * (the search only; a category page's subcategory links carry their counts), availability,
 * cold chain, medicines (absent when the listing has no such facet), then the attributes. The
 * contract group is the customer's own and streams apart (ContractFilter). Groups with nothing
 * to choose are left out.
 */
export function filterGroups(
  facets: ListingFacets,
  filters: ListingFilters,
  { categories, categoryName = '' }: { categories: boolean; categoryName?: string },
): FilterGroup[] {
  const groups = [
    ...(categories ? [categoryGroup(facets, filters, categoryName)] : []),
    flagGroup('stock', filterMessages.inStock, facets.in_stock, filters),
    flagGroup('cold', filterMessages.cold, facets.cold_chain, filters),
    ...(facets.medicine ? [medicineGroup(facets.medicine, filters)] : []),
    ...facets.attributes.flatMap((a) =>
      isProductAttributeCode(a.code) ? [attributeGroup(a.code, a.values, filters)] : [],
    ),
  ]
  const approximate = facets.approximate === true
  return groups
    .filter((group) => group.choices.length > 0)
    .map((group) => (approximate ? { ...group, choices: group.choices.map((c) => ({ ...c, approximate })) } : group))
}
