import { useCallback, useRef } from 'react'
import { ApiRequestError } from './api'

/**
 * A write that must happen once however often it is pressed (a bulk add, a reorder, a purchase
 * request): `sendOnce(send)` gives `send` an Idempotency-Key drawn for the attempt and keeps it
 * after a lost answer (status 0: the server may have done it), so pressing again repeats the
 * same key and the server answers as before instead of doing it twice. Any answer, success or
 * refusal, lets the key go: the next press is a new attempt.
 *
 * @example
 *   const sendOnce = useIdempotencyKey()
 *   sendOnce((key) => api('/api/cart/bulk', Schema, { method: 'POST', body, headers: { 'Idempotency-Key': key } }))
 */
export function useIdempotencyKey() {
  const pendingKey = useRef<string | null>(null)
  return useCallback(async <T>(send: (key: string) => Promise<T>): Promise<T> => {
    pendingKey.current ??= crypto.randomUUID()
    try {
      const answer = await send(pendingKey.current)
      pendingKey.current = null
      return answer
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 0)) pendingKey.current = null
      throw error
    }
  }, [])
}
