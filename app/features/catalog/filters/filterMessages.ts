import type { ProductAttributeCode } from '../../../../contract/productAttributes'
import { productAttributeMessages } from '../productAttributeMessages'

const tuotetta = (n: number) => (n === 1 ? 'tuote' : 'tuotetta')

/** Finnish text of a listing's filter panel (docs/decisions/069-facets-and-filters.md). */
export const filterMessages = {
  panel: 'Suodattimet',
  /** The phone's button that opens the filter sheet, with the number of filters chosen. */
  open: (chosen: number) => (chosen > 0 ? `Suodata (${chosen})` : 'Suodata'),
  close: 'Sulje suodattimet',
  /** The sheet's footer button: the listing's total with the filters chosen so far. */
  show: (total: number) => `Näytä ${total} ${tuotetta(total)}`,
  showMore: (count: number) => `Näytä kaikki (${count})`,
  /** A choice's count; an estimate (a broad search's sample, ListingFacets `approximate`) reads "n. 1 200". */
  count: (count: number, approximate: boolean) => (approximate ? `n. ${count.toLocaleString('fi-FI')}` : String(count)),
  approximateHint: 'Määrät ovat arvioita: haku löysi paljon tuotteita. Rajaa hakua, niin määrät tarkentuvat.',
  chosen: 'Valitut suodattimet',
  remove: (label: string) => `Poista suodatin ${label}`,
  clear: 'Tyhjennä suodattimet',
  updating: 'Päivitetään tuloksia…',
  /** A filtered listing with nothing in it: the way back is to loosen the filters. */
  noMatches: 'Valituilla suodattimilla ei löytynyt tuotteita. Poista jokin suodatin tai tyhjennä kaikki.',
  groups: {
    category: 'Kategoria',
    stock: 'Saatavuus',
    contract: 'Sopimustuotteet',
    cold: 'Kylmäketju',
    medicine: 'Lääkkeet',
  },
  allCategories: 'Kaikki kategoriat',
  inStock: 'Varastossa',
  contract: 'Vain sopimustuotteet',
  cold: 'Kylmäketjutuotteet',
  medicine: { yes: 'Lääkkeet', no: 'Muut tuotteet' },
} as const

/** The words of a yes/no attribute's two values (the others are the catalogue's own words). */
const YES_NO: Partial<Record<ProductAttributeCode, { yes: string; no: string }>> = {
  sterile: { yes: 'Steriili', no: 'Ei steriili' },
  powder_free: { yes: 'Puuteriton', no: 'Puuterillinen' },
}

/** An attribute's group heading: "Koko", "Materiaali". */
export const attributeLabel = (code: ProductAttributeCode): string => productAttributeMessages.labels[code]

/** An attribute value as the panel shows it: "Steriili" for sterile=yes, "M" for size=M. */
export function attributeValueLabel(code: ProductAttributeCode, value: string): string {
  const words = YES_NO[code]
  return words && (value === 'yes' || value === 'no') ? words[value] : value
}
