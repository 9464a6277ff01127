import { finnishDayMonth } from '../../../contract/availability'
import { sendMail } from '../../mail'
import { nowSeconds } from '../tokens'

/**
 * What a stock batch tells the buyers (docs/decisions/074-operator-stock-feed.md), after the batch,
 * each thing once: a notice on their next visit (`notifications`) and an e-mail, as purchase
 * requests tell theirs (approvals/notify.ts).
 *
 * - A backordered line that now has all it waited for ships; a waiting line's expected date
 *   moved. One message per order, naming its lines (stock_news, claimed by sent_at).
 * - "Ilmoita kun saatavilla": a user waiting for a product that ships again is told, with the
 *   product page, where adding it to the cart is one press (stock_watches, claimed by notified_at).
 * A mail that fails is logged; the notice stands.
 */
export async function sendStockNews(env: Env, batchId: string): Promise<{ orders: number; watches: number }> {
  return { orders: await sendLineNews(env, batchId), watches: await sendWatchNews(env) }
}

interface LineNewsRow {
  order_id: number
  order_number: string
  customer_id: number
  email: string
  kind: 'shipped' | 'date'
  expected_date: string | null
  name: string
  backordered_qty: number
  quantity: number
}

async function sendLineNews(env: Env, batchId: string): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT n.order_id, o.order_number, c.id AS customer_id, c.email, n.kind, n.expected_date,
       l.name, l.backordered_qty, l.quantity
     FROM stock_news n
     JOIN orders o ON o.id = n.order_id
     JOIN customers c ON c.id = o.customer_id
     JOIN order_lines l ON l.order_id = n.order_id AND l.line_no = n.line_no
     WHERE n.batch_id = ?1 AND n.sent_at IS NULL
     ORDER BY n.order_id, n.line_no`,
  )
    .bind(batchId)
    .all<LineNewsRow>()
  const byOrder = new Map<number, LineNewsRow[]>()
  for (const row of results) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row])
  let told = 0
  for (const [orderId, rows] of byOrder) {
    const claimed = await env.DB.prepare(
      'UPDATE stock_news SET sent_at = ?3 WHERE batch_id = ?1 AND order_id = ?2 AND sent_at IS NULL',
    )
      .bind(batchId, orderId, nowSeconds())
      .run()
    if ((claimed.meta.changes ?? 0) === 0) continue
    const first = rows[0]!
    const shipped = new Set(rows.filter((r) => r.kind === 'shipped').map((r) => r.name))
    const lines = [
      ...rows
        .filter((r) => r.kind === 'shipped')
        .map((r) => `${r.quantity} × ${r.name}: jälkitoimitus on nyt lähdössä.`),
      // A line that ships in this same batch needs no word of its date.
      ...rows
        .filter((r) => r.kind === 'date' && !shipped.has(r.name))
        .map((r) => `${r.name}: jälkitoimituksen arvio on nyt ${finnishDayMonth(r.expected_date) ?? 'avoin'}.`),
    ]
    const message = `Tilauksesi ${first.order_number} jälkitoimitus: ${lines.join(' ')}`
    await tell(env, {
      customerId: first.customer_id,
      email: first.email,
      kind: shipped.size > 0 ? 'backorder_shipped' : 'backorder_date',
      message,
      link: `/account/order/${first.order_number}`,
      subject: `Tilauksesi ${first.order_number} jälkitoimitus – VetTarvike`,
      body: [...lines, '', `Tilauksen tiedot: /account/order/${first.order_number}`],
    })
    told++
  }
  return told
}

async function sendWatchNews(env: Env): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT w.customer_id, w.product_id, c.email, p.name, p.url_key
     FROM stock_watches w
     JOIN products p ON p.id = w.product_id
     JOIN customers c ON c.id = w.customer_id
     WHERE w.notified_at IS NULL AND p.in_stock = 1 AND p.discontinued = 0`,
  ).all<{ customer_id: number; product_id: number; email: string; name: string; url_key: string }>()
  let told = 0
  for (const watch of results) {
    const claimed = await env.DB.prepare(
      'UPDATE stock_watches SET notified_at = ?3 WHERE customer_id = ?1 AND product_id = ?2 AND notified_at IS NULL',
    )
      .bind(watch.customer_id, watch.product_id, nowSeconds())
      .run()
    if ((claimed.meta.changes ?? 0) === 0) continue
    const link = `/product/${watch.url_key}`
    await tell(env, {
      customerId: watch.customer_id,
      email: watch.email,
      kind: 'stock_available',
      message: `${watch.name} on taas saatavilla. Lisää se ostoskoriin tuotesivulta.`,
      link,
      subject: `${watch.name} on taas saatavilla – VetTarvike`,
      body: [`${watch.name} on taas saatavilla.`, '', `Lisää se ostoskoriin yhdellä painalluksella: ${link}`],
    })
    told++
  }
  return told
}

async function tell(
  env: Env,
  news: {
    customerId: number
    email: string
    kind: string
    message: string
    link: string
    subject: string
    body: string[]
  },
): Promise<void> {
  await env.DB.prepare(
    'INSERT INTO notifications (customer_id, kind, message, link, created_at) VALUES (?, ?, ?, ?, ?)',
  )
    .bind(news.customerId, news.kind, news.message, news.link, nowSeconds())
    .run()
  try {
    await sendMail(env, {
      to: news.email,
      subject: news.subject,
      text: ['Hei,', '', ...news.body, '', 'Ystävällisin terveisin', 'VetTarvike-asiakaspalvelu'].join('\n'),
    })
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', message: 'stock news mail failed', kind: news.kind, error: String(error) }),
    )
  }
}
