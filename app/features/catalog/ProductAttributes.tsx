import { useId } from 'react'
import { isProductAttributeCode, type ProductAttributeCode } from '../../../contract/productAttributes'
import type { ProductAttribute } from '../../../contract/schemas/catalog'
import { productAttributeMessages as m } from './productAttributeMessages'

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('fi') + text.slice(1)

/** How a code's values read: yes/no as Kyllä/Ei, words capitalised, several values in a row. */
function shown(code: ProductAttributeCode, values: readonly string[]): string {
  if (code === 'sterile' || code === 'powder_free') return values.map((v) => (v === 'yes' ? m.yes : m.no)).join(', ')
  if (code === 'material' || code === 'animal') return values.map(capitalised).join(', ')
  return values.join(', ')
}

/**
 * The product's filterable attributes as a short list (docs/decisions/064-product-attributes.md),
 * codes this shop knows only, in the contract's order. A pack size the package text already
 * says ("100 kpl") is left out, so the page does not say it twice.
 */
export function ProductAttributes({
  attributes,
  packageText,
}: {
  attributes: readonly ProductAttribute[] | undefined
  packageText: string
}) {
  const headingId = useId()
  const packages = packageText.split(' / ')
  const rows = (attributes ?? []).flatMap(({ code, values }) => {
    if (!isProductAttributeCode(code) || values.length === 0) return []
    if (code === 'pack_size' && values.every((v) => packages.includes(v))) return []
    return [{ code, label: m.labels[code], text: shown(code, values) }]
  })
  if (rows.length === 0) return null
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {m.heading}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.code} data-testid={`product-attribute-${row.code}`} className="contents">
            <dt className="text-ink-muted">{row.label}</dt>
            <dd className="min-w-0 break-words">{row.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
