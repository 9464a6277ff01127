import { BackendError } from '../errors'

/**
 * Who may read and who may change a shopping list (spec §11): a list is its owner's, and a
 * list the owner shared is readable by the other active users of the owner's company, who
 * may order from it but not change it.
 */

export const listNotFound = () => new BackendError(404, 'Ostoslistaa ei löytynyt.')

/**
 * The lists a user may read (spec §11): their own, and the lists colleagues of the same
 * company have shared (owners still active). `list` is the alias of shopping_lists, `user`
 * the parameter holding the caller's id.
 */
export const readableList = (list: string, user: string) =>
  `(${list}.customer_id = ${user} OR (${list}.shared = 1 AND ${list}.customer_id IN (
     SELECT id FROM customers WHERE active = 1 AND company_id = (SELECT company_id FROM customers WHERE id = ${user}))))`

/**
 * 404 unless the caller may read the list; with `own`, 403 for a colleague's shared list,
 * which only its owner changes (spec §11).
 */
export async function requireList(
  db: D1Database,
  customerId: number,
  listId: number,
  need: 'own' | 'read' = 'own',
): Promise<void> {
  const row = await db
    .prepare(`SELECT l.customer_id = ?2 AS own FROM shopping_lists l WHERE l.id = ?1 AND ${readableList('l', '?2')}`)
    .bind(listId, customerId)
    .first<{ own: number }>()
  if (!row) throw listNotFound()
  if (need === 'own' && row.own !== 1) {
    throw new BackendError(403, 'Vain listan tekijä voi muuttaa jaettua ostoslistaa.')
  }
}

/** Shares the caller's own list with the company's other users, or stops sharing it. */
export async function shareList(db: D1Database, customerId: number, listId: number, shared: boolean): Promise<void> {
  await requireList(db, customerId, listId)
  await db
    .prepare('UPDATE shopping_lists SET shared = ?3 WHERE id = ?1 AND customer_id = ?2')
    .bind(listId, customerId, shared ? 1 : 0)
    .run()
}
