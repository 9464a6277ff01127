import { shopFetch } from './helpers'

/** The operator's bearer secret in tests (OPERATOR_STOCK_SECRET, docs/decisions/074-operator-stock-feed.md). */
export const OPERATOR_SECRET = 'varasto-avain-testi-0123456789'

/** An operator command with the secret (or another, or none), and any further bindings. */
export const operatorCommand = (
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  options: { secret?: string | null; env?: Partial<Env> } = {},
) => {
  const secret = options.secret === undefined ? OPERATOR_SECRET : options.secret
  return shopFetch(`/api/operator/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(secret === null ? {} : { Authorization: `Bearer ${secret}` }),
    },
    body: JSON.stringify(body),
    env: { OPERATOR_STOCK_SECRET: OPERATOR_SECRET, ...options.env },
  })
}
