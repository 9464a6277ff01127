import { Badge } from '../../../ui/Badge'
import { standingOrdersMessages as m } from './standingOrdersMessages'

const TONE = { active: 'done', paused: 'warning', cancelled: 'neutral' } as const

export function StandingStatusBadge({ status }: { status: 'active' | 'paused' | 'cancelled' }) {
  return <Badge tone={TONE[status]}>{m.status[status] ?? status}</Badge>
}
