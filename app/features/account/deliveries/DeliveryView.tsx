import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { DELIVERY_STEPS, type DeliveryDetail } from '#contract/schemas/orders'
import { messages } from '../../../lib/messages'
import { Icon } from '../../../ui/Icon'
import { BackLink } from '../AccountPageStates'
import { DeliveryLines } from './DeliveryLines'
import { carrierLabel, DeliveryStatusBadge } from './DeliveryStatusBadge'
import { useStoreFormat } from '../../session/useStoreFormat'
import { formatTime } from './formatTime'
import { deliveryQuery } from './queries'
import { TrackingLink } from './TrackingLink'
import { deliveriesMessages } from './deliveriesMessages'

/**
 * Receiving loads on "Vastaanota", with the scanner (docs/decisions/083-receiving-deliveries.md);
 * the server's build leaves it out.
 */
const ReceivePanel = import.meta.env.SSR ? () => null : lazy(() => import('./receive/ReceivePanel'))

/** spec §2 /account/delivery/{id}: carrier, tracking, what it carried with lots and expiry, and the timeline of DELIVERY_STEPS. */
export function DeliveryView({ navId, id }: { navId: string; id: number }) {
  const { delivery } = useSuspenseQuery(deliveryQuery(navId, id)).data
  const [receiving, setReceiving] = useState(false)
  // A receiving this device began and has not sent (./receive/receivedCounts.ts keeps it) reopens.
  useEffect(() => {
    if (localStorage.getItem(`vastaanotto:${id}`)) setReceiving(true)
  }, [id])
  return (
    <article className="flex flex-col gap-6" data-testid="delivery-view">
      <header className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 xs:flex-row xs:items-center xs:justify-between print:hidden">
          <BackLink href="/account/delivery">{deliveriesMessages.backToList}</BackLink>
          {delivery.lines.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              {/* Receiving once the parcel is there; the server refuses a claim before. */}
              {!receiving && !delivery.claim_sent_at && delivery.status === 'delivered' ? (
                <button
                  type="button"
                  className="btn-primary"
                  onClick={() => setReceiving(true)}
                  data-testid="delivery-receive"
                >
                  {deliveriesMessages.receive}
                </button>
              ) : null}
              {/* On paper the account layout leaves out everything but this page: its packing list. */}
              <button
                type="button"
                className="btn-secondary"
                onClick={() => window.print()}
                data-testid="delivery-print"
              >
                {deliveriesMessages.print}
              </button>
            </div>
          ) : null}
        </div>
        <p className="hidden text-sm print:block">{deliveriesMessages.printedFrom(messages.site.name)}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="page-title">{deliveriesMessages.detailTitle}</h1>
          <DeliveryStatusBadge status={delivery.status} />
        </div>
      </header>
      <dl className="card grid gap-x-8 gap-y-4 xs:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-sm text-ink-muted">{deliveriesMessages.carrier}</dt>
          <dd className="mt-0.5 font-semibold">{delivery.carrier_name || carrierLabel(delivery.carrier)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm text-ink-muted">{deliveriesMessages.order}</dt>
          <dd className="mt-0.5">
            <Link
              to="/account/order/$orderNumber"
              params={{ orderNumber: delivery.order_number }}
              className="link inline-flex min-h-11 items-center font-semibold sm:min-h-0"
            >
              {delivery.order_number}
            </Link>
          </dd>
        </div>
        <div className="min-w-0 xs:col-span-2">
          <dt className="text-sm text-ink-muted">{deliveriesMessages.trackingCode}</dt>
          <dd className="mt-0.5 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <span className="select-all break-all font-mono font-semibold" data-testid="tracking-code">
              {delivery.tracking_code}
            </span>
            {delivery.tracking_url ? (
              <TrackingLink url={delivery.tracking_url} className="btn-secondary w-full sm:w-auto print:hidden" />
            ) : null}
          </dd>
        </div>
      </dl>
      {receiving || delivery.claim_sent_at ? (
        <Suspense fallback={null}>
          <ReceivePanel navId={navId} delivery={delivery} onClose={() => setReceiving(false)} />
        </Suspense>
      ) : null}
      <DeliveryLines lines={delivery.lines} />
      <Timeline events={delivery.events} />
    </article>
  )
}

/** Every step in order; reached steps carry their time, the latest is marked current. */
function Timeline({ events }: { events: DeliveryDetail['events'] }) {
  const { date, format } = useStoreFormat()
  const at = new Map(events.map((event) => [event.status, event.at]))
  const reached = DELIVERY_STEPS.filter((step) => at.get(step))
  const current = reached[reached.length - 1]
  return (
    <section className="card" aria-labelledby="delivery-timeline-title">
      <h2 id="delivery-timeline-title" className="section-title">
        {deliveriesMessages.timeline}
      </h2>
      <ol className="mt-4 flex flex-col" data-testid="delivery-timeline">
        {DELIVERY_STEPS.map((step, index) => {
          const time = at.get(step) ?? null
          const done = time !== null
          const last = index === DELIVERY_STEPS.length - 1
          return (
            <li
              key={step}
              className="relative flex gap-4 pb-6 last:pb-0"
              aria-current={step === current ? 'step' : undefined}
              data-step={step}
              data-done={done}
            >
              {!last ? (
                <span
                  aria-hidden="true"
                  className={`absolute left-4 top-8 -ml-px h-[calc(100%-2rem)] w-0.5 ${done && at.get(DELIVERY_STEPS[index + 1] ?? step) ? 'bg-brand-600' : 'bg-line'}`}
                />
              ) : null}
              <span
                className={
                  done
                    ? 'relative z-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white'
                    : 'relative z-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 border-line bg-white text-ink-faint'
                }
              >
                {done ? <Icon name="check" size="s" /> : <span className="h-2 w-2 rounded-full bg-line" />}
              </span>
              <div className="flex min-w-0 flex-col pt-1">
                <span className={done ? 'font-semibold text-ink' : 'text-ink-muted'}>
                  {deliveriesMessages.steps[step]}
                </span>
                <span className="text-sm text-ink-muted tabular-nums">
                  {time
                    ? deliveriesMessages.at(date(time), formatTime(time, format.timeZone))
                    : deliveriesMessages.notYet}
                </span>
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
