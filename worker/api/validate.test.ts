import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ApiErrorSchema, MAX_BODY_BYTES } from '../../contract/schemas/common'
import { DRAIN_LIMIT_BYTES } from '../middleware/drainBody'
import { countTokens, PASSWORD, postJson, setCookies, shopFetch, sameOriginJson, USERS } from '../test/helpers'

/** Posts a login body and asserts a 400 that changed nothing; returns the error body. */
async function rejectedLogin(body: BodyInit, headers: HeadersInit = sameOriginJson, status = 400) {
  const res = await shopFetch('/api/auth/login', { method: 'POST', headers, body })
  expect(res.status).toBe(status)
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
  expect(setCookies(res).has('session')).toBe(false)
  expect(await countTokens()).toBe(0)
  return v.parse(ApiErrorSchema, await res.json())
}

describe('request validation (POST /api/auth/login)', () => {
  it('rejects malformed JSON', async () => {
    const error = await rejectedLogin('{"email": "test@example.fi", "password": ')
    expect(error.message).toBe('Pyynnön runko ei ole kelvollista JSONia.')
  })

  it('rejects wrong types with a message per field', async () => {
    const error = await rejectedLogin(JSON.stringify({ email: 42, password: true }))
    expect(error.message).toBe('Tarkista lähetetyt tiedot.')
    expect(error.fields).toEqual({ email: 'Sähköposti puuttuu.', password: 'Salasana puuttuu.' })
  })

  it('rejects missing fields', async () => {
    const error = await rejectedLogin(JSON.stringify({ email: USERS.normal }))
    expect(Object.keys(error.fields ?? {})).toEqual(['password'])
  })

  it('rejects an invalid e-mail address', async () => {
    const error = await rejectedLogin(JSON.stringify({ email: 'ei-osoite', password: PASSWORD }))
    expect(error.fields).toEqual({ email: 'Tarkista sähköpostiosoite.' })
  })

  it('rejects unknown fields even when the credentials are right', async () => {
    const error = await rejectedLogin(JSON.stringify({ email: USERS.normal, password: PASSWORD, admin: true }))
    expect(error.fields).toEqual({ admin: 'Tuntematon kenttä.' })
  })

  it('rejects a body that is not an object', async () => {
    const error = await rejectedLogin('["test@example.fi", "salasana123"]')
    expect(error.message).toBe('Tarkista lähetetyt tiedot.')
  })

  it('rejects a body over 64 KB with a Content-Length', async () => {
    const body = JSON.stringify({ email: USERS.normal, password: PASSWORD, pad: 'x'.repeat(MAX_BODY_BYTES) })
    const error = await rejectedLogin(body, sameOriginJson, 413)
    expect(error.message).toBe('Pyyntö on liian suuri (enintään 64 kt).')
  })

  it('rejects a streamed body over 64 KB without a Content-Length', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const error = await rejectedLogin(stream, sameOriginJson, 413)
    expect(error.message).toBe('Pyyntö on liian suuri (enintään 64 kt).')
  })

  it('accepts a body just under the limit (whitespace padding) and logs in', async () => {
    const json = JSON.stringify({ email: USERS.normal, password: PASSWORD })
    const res = await postJson('/api/auth/login', json + ' '.repeat(MAX_BODY_BYTES - json.length))
    expect(res.status).toBe(200)
    expect(await countTokens()).toBe(1)
  })
})

describe('bodies without a Content-Length', () => {
  it('are refused at 64 KB while streaming, and the rest drained up to the drain limit, not read whole', async () => {
    const chunk = new TextEncoder().encode(`{"pad":"${'x'.repeat(4096)}`)
    let pulled = 0
    // 4 MB in 4 KB chunks, pulled on demand; chunked, so there is no Content-Length.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 4 * 1024 * 1024) return controller.close()
        pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const res = await shopFetch('/api/auth/login', {
      method: 'POST',
      headers: sameOriginJson,
      body,
      duplex: 'half',
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ message: 'Pyyntö on liian suuri (enintään 64 kt).' })
    // Kept up to the limit, drained up to the drain limit (plus what was buffered), far from the 4 MB sent.
    expect(pulled).toBeLessThan(MAX_BODY_BYTES + DRAIN_LIMIT_BYTES + 64 * 1024)
    expect(await countTokens()).toBe(0)
  })
})
