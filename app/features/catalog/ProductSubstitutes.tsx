import { useQuery } from '@tanstack/react-query'
import { availabilityState } from '../../../contract/availability'
import { api } from '../../lib/api'
import { AvailabilityLabel } from './AvailabilityLabel'

const messages = {
  title: 'Korvaavat tuotteet',
  intro: 'Tuotetta ei voi toimittaa heti. Nämä korvaavat sen:',
}

/**
 * The operator's substitutes on the page of a product that cannot ship now
 * (docs/decisions/077-substitutes.md), each with its reason, how many replace one pack and
 * whether it ships now. Customers only, loaded after the page's first paint; a cart line of the
 * product offers the same substitutes to take in one press.
 */
export function ProductSubstitutes({ sku, navId }: { sku: string; navId: string }) {
  const answer = useQuery({
    queryKey: ['product-substitutes', navId, sku],
    queryFn: async () => {
      const { ProductSubstitutesResponseSchema } = await import('../../../contract/schemas/substitutes')
      return api(`/api/customer/substitutes/${encodeURIComponent(sku)}`, ProductSubstitutesResponseSchema)
    },
  })
  const substitutes = answer.data?.substitutes ?? []
  if (substitutes.length === 0) return null
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-line p-3" data-testid="product-substitutes">
      <h2 className="font-semibold">{messages.title}</h2>
      <p className="text-sm text-ink-muted">{messages.intro}</p>
      <ul className="flex flex-col gap-2">
        {substitutes.map((s) => (
          <li key={s.sku} className="flex flex-col text-sm" data-testid="product-substitute" data-sku={s.sku}>
            <a
              href={`/product/${s.url_key}`}
              className="tap inline-flex items-center font-semibold text-brand-800 underline"
            >
              {s.name}
            </a>
            <span className="text-xs text-ink-muted">
              {[`${s.sku} · ${s.pakkauskokoteksti}`, s.note].filter(Boolean).join(' · ')}
            </span>
            <span className="text-xs text-ink-muted">{s.reason}</span>
            {availabilityState(s) === 'in-stock' ? null : <AvailabilityLabel product={s} className="text-xs" />}
          </li>
        ))}
      </ul>
    </section>
  )
}
