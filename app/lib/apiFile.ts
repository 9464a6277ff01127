import * as v from 'valibot'
import { ApiErrorSchema } from '../../contract/schemas/common'
import { ApiRequestError } from './api'
import { messages } from './messages'

/**
 * A file from an /api route (an invoice's e-invoice XML), fetched in the browser: its bytes, or
 * the route's Finnish error as an ApiRequestError, so a failed download shows its message instead
 * of being saved as the file. Its own module, apart from app/lib/api.ts, which every page loads:
 * only the invoice page needs it (the home page's JS budget, tests/e2e/home-js.spec.ts).
 */
export async function apiFile(path: string, accept: string): Promise<Blob> {
  let res: Response
  try {
    res = await fetch(path, { credentials: 'same-origin', headers: { Accept: accept } })
  } catch {
    throw new ApiRequestError(0, messages.errors.network)
  }
  if (!res.ok) {
    const error = v.safeParse(ApiErrorSchema, await res.json().catch(() => null))
    throw new ApiRequestError(res.status, error.success ? error.output.message : messages.errors.generic)
  }
  return res.blob()
}
