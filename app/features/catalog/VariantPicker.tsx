import type { ProductDetail } from '../../../contract/schemas/catalog'
import { availabilityLabel, availabilityState, isOrderable } from '../../../contract/availability'
import { Select, type SelectOption } from '../../ui/Select'
import { catalogMessages } from './catalogMessages'

/**
 * Choose a size or strength of a configurable product (spec §3 variants / configurable_options)
 * with the shop's required select (spec §5): each variant says its availability where it is not
 * plainly in stock, a discontinued one is listed but disabled (docs/decisions/073-availability.md), and
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
      // A variant that cannot ship now says when it can; only a discontinued one cannot be chosen.
      option:
        availabilityState(variant.product) === 'in-stock' ? label : `${label} (${availabilityLabel(variant.product)})`,
      disabled: !isOrderable(variant.product),
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
