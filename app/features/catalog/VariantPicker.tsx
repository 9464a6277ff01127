import { useId } from 'react'
import type { ProductDetail } from '../../../contract/schemas/catalog'
import { messages } from '../../lib/messages'
import { catalogMessages } from './catalogMessages'

/**
 * Choose a size or strength of a configurable product (spec §3 variants / configurable_options).
 * Variants that are out of stock are shown but disabled.
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
  const id = useId()
  const option = product.configurable_options[0]
  if (!option) return null
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {option.label}
      </label>
      <select
        id={id}
        className="field-input"
        value={selectedSku ?? ''}
        onChange={(e) => onSelect(e.target.value || null)}
        data-testid="variant-select"
        required
      >
        <option value="">{messages.form.chooseOne}</option>
        {product.variants.map((variant) => {
          const label = variant.attributes[0]?.label ?? variant.product.name
          return (
            <option key={variant.product.sku} value={variant.product.sku} disabled={!variant.product.in_stock}>
              {variant.product.in_stock ? label : `${label} (${catalogMessages.outOfStock.toLowerCase()})`}
            </option>
          )
        })}
      </select>
    </div>
  )
}
