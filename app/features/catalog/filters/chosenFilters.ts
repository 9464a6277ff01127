import { PRODUCT_ATTRIBUTE_CODES } from '../../../../contract/productAttributes'
import {
  FLAG_FILTERS,
  toggleAttribute,
  toggleFlag,
  type ListingFilters,
} from '../../../../contract/schemas/listingFilters'
import { attributeLabel, attributeValueLabel, filterMessages } from './filterMessages'

/** A chosen filter as a removable chip: its text and the filters without it. */
export interface ChosenFilter {
  key: string
  label: string
  without: ListingFilters
}

const FLAG_LABELS = { stock: filterMessages.inStock, cold: filterMessages.cold, contract: filterMessages.contract }

/**
 * Every filter the listing is narrowed by, in the URL's order, each with the filters it leaves
 * when removed. `categoryName` names the search's category.
 */
export function chosenFilters(filters: ListingFilters, categoryName = ''): ChosenFilter[] {
  const chips: ChosenFilter[] = []
  if (filters.category) {
    const { category: _gone, ...without } = filters
    chips.push({ key: 'category', label: categoryName || filters.category, without })
  }
  for (const flag of FLAG_FILTERS)
    if (filters[flag]) chips.push({ key: flag, label: FLAG_LABELS[flag], without: toggleFlag(filters, flag) })
  if (filters.medicine) {
    const { medicine, ...without } = filters
    chips.push({ key: 'medicine', label: filterMessages.medicine[medicine], without })
  }
  for (const code of PRODUCT_ATTRIBUTE_CODES)
    for (const value of filters.attributes[code] ?? []) {
      const shown = attributeValueLabel(code, value)
      // "Koko: M"; a yes/no value names itself ("Steriili").
      const label = shown === value ? `${attributeLabel(code)}: ${value}` : shown
      chips.push({ key: `${code}=${value}`, label, without: toggleAttribute(filters, code, value) })
    }
  return chips
}
