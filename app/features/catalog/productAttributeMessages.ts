import type { ProductAttributeCode } from '../../../contract/productAttributes'

/** Finnish text of the product page's attribute list (docs/decisions/064-product-attributes.md). */
export const productAttributeMessages = {
  heading: 'Ominaisuudet',
  labels: {
    size: 'Koko',
    sterile: 'Steriili',
    powder_free: 'Puuteriton',
    material: 'Materiaali',
    pack_size: 'Pakkauskoko',
    animal: 'Eläin',
    manufacturer: 'Valmistaja',
  } satisfies Record<ProductAttributeCode, string>,
  yes: 'Kyllä',
  no: 'Ei',
} as const
