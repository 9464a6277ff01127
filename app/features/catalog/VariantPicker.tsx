import type { ProductDetail } from '../../../contract/schemas/catalog'
import { Select, type SelectOption } from '../../ui/Select'
import { catalogMessages } from './catalogMessages'

/**
 * Choose a size or strength of a configurable product (spec §3 variants / configurable_options)
 * with the shop's required select (spec §5): sold-out variants are listed but disabled, and
 * adding to the cart with nothing chosen says 'Valitse yksi vaihtoehto.'. Render it inside
 * AddToCart, whose form validates it.
 */
export function VariantPicker({
  product,
  selectedSku,
  onSelect,
}: {
  product: ProductDetail
  selectedSku: string | null
  onSelect: (sku: string | null) => void
}) {
  const option = product.configurable_options[0]
  if (!option) return null
  const options: SelectOption[] = product.variants.map((variant) => {
    const label = variant.attributes[0]?.label ?? variant.product.name
    return {
      value: variant.product.sku,
      option: variant.product.in_stock ? label : `${label} (${catalogMessages.outOfStock.toLowerCase()})`,
      disabled: !variant.product.in_stock,
    }
  })
  return (
    <Select
      label={option.label}
      name="variant"
      options={options}
      placeholder={catalogMessages.chooseVariant(option.label)}
      value={selectedSku ?? ''}
      onValueChange={(sku) => onSelect(sku || null)}
      required
      data-testid="variant-select"
    />
  )
}
