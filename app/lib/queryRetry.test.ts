import { describe, expect, it } from 'vitest'
import { ApiRequestError } from './api'
import { shouldRetryQuery } from './queryRetry'

const apiError = (status: number) => new ApiRequestError(status, 'virhe')

describe('shouldRetryQuery (a missing page answers at once)', () => {
  it('never retries a 4xx: a 404, 403 or 401 is an answer', () => {
    for (const status of [400, 401, 403, 404, 409, 410, 422, 429]) {
      expect(shouldRetryQuery(0, apiError(status), false), String(status)).toBe(false)
    }
  })

  it('retries a network error or a 5xx once in the browser', () => {
    for (const status of [0, 500, 502, 503, 504]) {
      expect(shouldRetryQuery(0, apiError(status), false), String(status)).toBe(true)
      expect(shouldRetryQuery(1, apiError(status), false), String(status)).toBe(false)
    }
  })

  it('retries nothing during SSR', () => {
    for (const status of [0, 404, 500, 502]) expect(shouldRetryQuery(0, apiError(status), true)).toBe(false)
  })

  it('does not retry a cancelled request or an error that is not an /api answer', () => {
    expect(shouldRetryQuery(0, new DOMException('cancelled', 'AbortError'), false)).toBe(false)
    expect(shouldRetryQuery(0, new TypeError('x is undefined'), false)).toBe(false)
  })
})
