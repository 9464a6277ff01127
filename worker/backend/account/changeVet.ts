import {
  MAX_PENDING_VET_CHANGES,
  type ChangeVetRequest,
  type ChangeVetResponse,
  type VetChangeRequest,
} from '../../../contract/schemas/customer'
import { nowSeconds } from '../tokens'

/** Change of veterinarian (spec §2 /account/changevet): the current responsible vet and the requests. */
interface RequestRow extends Omit<VetChangeRequest, 'created_at'> {
  created_at: number
}

export async function readChangeVet(db: D1Database, customerId: number): Promise<ChangeVetResponse> {
  const [vet, requests] = await Promise.all([
    db
      .prepare('SELECT vet_name, vet_licence_number FROM customers WHERE id = ?')
      .bind(customerId)
      .first<{ vet_name: string | null; vet_licence_number: string | null }>(),
    db
      .prepare(
        `SELECT id, new_vet_name, licence_number, start_date, message, status, created_at
         FROM vet_change_requests WHERE customer_id = ? ORDER BY created_at DESC, id DESC`,
      )
      .bind(customerId)
      .all<RequestRow>(),
  ])
  return {
    current: vet?.vet_name ? { name: vet.vet_name, licence_number: vet.vet_licence_number ?? '' } : null,
    requests: requests.results.map((r) => ({ ...r, created_at: new Date(r.created_at * 1000).toISOString() })),
  }
}

/** Records a pending request; null when the customer already has MAX_PENDING_VET_CHANGES pending. */
export async function createChangeVetRequest(
  db: D1Database,
  customerId: number,
  body: ChangeVetRequest,
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO vet_change_requests (customer_id, new_vet_name, licence_number, start_date, message, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6
       WHERE (SELECT COUNT(*) FROM vet_change_requests WHERE customer_id = ?1 AND status = 'pending')
             < ${MAX_PENDING_VET_CHANGES}
       RETURNING id`,
    )
    .bind(customerId, body.newVetName, body.licenceNumber, body.startDate, body.message, nowSeconds())
    .first<{ id: number }>()
  return row?.id ?? null
}
