import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { StockWatchResponseSchema } from '../../../contract/schemas/stockWatch'
import { api } from '../../lib/api'
import { Button } from '../../ui/Button'

const messages = {
  ask: 'Ilmoita kun saatavilla',
  asked: 'Saat ilmoituksen ja sähköpostin, kun tuote on saatavilla.',
  cancel: 'Peru ilmoitus',
  failed: 'Ilmoituksen tilaus ei onnistunut. Yritä uudelleen.',
}

/**
 * "Ilmoita kun saatavilla" on a product that cannot ship now (docs/decisions/073-availability.md):
 * the user is told once, by a notice on their next visit and an e-mail that links back here,
 * where adding it to the cart is one press. Customers only; loaded with the product page's
 * lazy part, after its first paint.
 */
export function NotifyWhenAvailable({ sku, navId }: { sku: string; navId: string }) {
  const queryClient = useQueryClient()
  const key = ['stockwatch', navId, sku]
  const watch = useQuery({
    queryKey: key,
    queryFn: () => api(`/api/customer/stockwatch/${encodeURIComponent(sku)}`, StockWatchResponseSchema),
  })
  const toggle = useMutation({
    mutationFn: (on: boolean) =>
      api(`/api/customer/stockwatch/${encodeURIComponent(sku)}`, StockWatchResponseSchema, {
        method: on ? 'PUT' : 'DELETE',
      }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  })
  if (!watch.data) return null
  return (
    <div className="flex flex-col gap-1" data-testid="notify-when-available">
      {watch.data.watching ? (
        <p className="flex flex-wrap items-center gap-x-3 text-sm" role="status">
          <span>{messages.asked}</span>
          <Button variant="secondary" onClick={() => toggle.mutate(false)} disabled={toggle.isPending}>
            {messages.cancel}
          </Button>
        </p>
      ) : (
        <Button variant="secondary" onClick={() => toggle.mutate(true)} disabled={toggle.isPending}>
          {messages.ask}
        </Button>
      )}
      {toggle.isError ? (
        <p role="alert" className="text-sm text-danger-600">
          {toggle.error.message || messages.failed}
        </p>
      ) : null}
    </div>
  )
}
