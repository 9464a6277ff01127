/**
 * The attributes buyers filter products by (docs/decisions/064-product-attributes.md): product
 * data of the listing, carried on product detail as `attributes`, in this order. `sterile` and
 * `powder_free` are `yes` or `no`; `pack_size` is the units of one pack ("100 kpl", "50 paria");
 * the other values are the catalogue's own words ("M", "22G", "10 ml", "nitriili", "koira").
 */
export const PRODUCT_ATTRIBUTE_CODES = [
  'size',
  'sterile',
  'powder_free',
  'material',
  'pack_size',
  'animal',
  'manufacturer',
] as const
export type ProductAttributeCode = (typeof PRODUCT_ATTRIBUTE_CODES)[number]

/** Whether a code is one this shop knows (an upstream may send more; the page shows only these). */
export const isProductAttributeCode = (code: string): code is ProductAttributeCode =>
  PRODUCT_ATTRIBUTE_CODES.some((known) => known === code)
