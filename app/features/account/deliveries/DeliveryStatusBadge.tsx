import type { DeliveryStep } from '#contract/schemas/orders'
import { Badge, type BadgeTone } from '../../../ui/Badge'
import { deliveriesMessages } from './deliveriesMessages'

const TONE: Record<DeliveryStep, BadgeTone> = {
  packed: 'neutral',
  shipped: 'progress',
  'out-for-delivery': 'progress',
  delivered: 'done',
}

export function DeliveryStatusBadge({ status }: { status: DeliveryStep }) {
  return <Badge tone={TONE[status]}>{deliveriesMessages.steps[status]}</Badge>
}

const CARRIERS: Record<string, string> = { posti: 'Posti', matkahuolto: 'Matkahuolto', nouto: 'Nouto' }

/** A carrier code as people say it ('posti' → 'Posti'); an unknown code is shown capitalised. */
export const carrierLabel = (code: string) => CARRIERS[code] ?? code.charAt(0).toUpperCase() + code.slice(1)
