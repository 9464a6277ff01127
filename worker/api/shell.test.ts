import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import type { EntryCollection } from '../../contract/schemas/content'
import { ShellResponseSchema, type ShellResponse } from '../../contract/schemas/shell'
import { BUNDLED_EXPORT } from '../content/index'
import { CDA_TOKEN, stubCda } from '../test/contentfulStub'
import { CookieJar, login, shopFetch } from '../test/helpers'

// docs/decisions/056-one-shell-read.md: GET /api/core/shell answers what the per-part routes
// answer, for the caller's audience, in one read.

async function getJson<T>(path: string, init: Parameters<typeof shopFetch>[1] = {}) {
  const res = await shopFetch(path, { ...init, headers: { Accept: 'application/json' } })
  return { res, status: res.status, body: (await res.json()) as T }
}

/** A per-part route's entries as the shell carries them. */
async function entriesOf(query: string, jar?: CookieJar) {
  const { body } = await getJson<EntryCollection>(`/api/contentful/entries?${query}`, { jar })
  return body.items.map(({ sys, fields }) => ({ sys: { id: sys.id }, fields }))
}

afterEach(() => vi.restoreAllMocks())

describe('GET /api/core/shell', () => {
  it("answers a guest the parts' own answers, no menu, public and varying with the cookies", async () => {
    const { res, status, body } = await getJson<ShellResponse>('/api/core/shell')
    expect(status).toBe(200)
    v.parse(ShellResponseSchema, body)
    expect(body).toEqual({
      config: (await getJson('/api/core/storeconfig')).body,
      navigationLinks: await entriesOf('content_type=navigationLink&include=2'),
      footerBlocks: await entriesOf('content_type=footerBlock&include=2'),
      contactInfo: await entriesOf('content_type=contactInfoAcrossSite&limit=1'),
      emergencyNotices: await entriesOf('content_type=emergencyNotice&fields.loggedIn=false'),
      informationNotices: await entriesOf('content_type=informationNotice&fields.loggedIn=false'),
      topMenu: null,
    })
    expect(body.footerBlocks?.length).toBeGreaterThan(0)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
    expect(res.headers.get('Vary')).toContain('Cookie')
  })

  it("answers a customer their menu and the customers' notices, never for a shared cache", async () => {
    const { jar } = await login()
    const { res, body } = await getJson<ShellResponse>('/api/core/shell', { jar })
    expect(body.topMenu).toEqual((await getJson('/api/core/topmenu', { jar })).body)
    expect(body.topMenu?.categoryList.length).toBeGreaterThan(0)
    expect(body.emergencyNotices).toEqual(await entriesOf('content_type=emergencyNotice&fields.loggedIn=true', jar))
    expect(body.informationNotices).toEqual(await entriesOf('content_type=informationNotice&fields.loggedIn=true', jar))
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('gives a cookie that only looks like a session the guest shell, kept private', async () => {
    const forged = new CookieJar({ session: 'memberSessionToken_0123456789abcdefghijkl', logged_in: '1' })
    const { res, body } = await getJson<ShellResponse>('/api/core/shell', { jar: forged })
    expect(body.topMenu).toBeNull()
    expect(body.emergencyNotices).toEqual(await entriesOf('content_type=emergencyNotice&fields.loggedIn=false'))
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('leaves a failed part null, keeps the rest, and keeps the answer out of every cache (spec §8)', async () => {
    const env = {
      CONTENT_SOURCE: 'contentful',
      CONTENTFUL_SPACE_ID: `shellspace${Date.now().toString(36)}`,
      CONTENTFUL_ENVIRONMENT: 'master',
      CONTENTFUL_ACCESS_TOKEN: CDA_TOKEN,
    } as Partial<Env>
    const stub = stubCda(BUNDLED_EXPORT, { space: env.CONTENTFUL_SPACE_ID! })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    stub.fail({ status: 503, id: 'ServiceUnavailable' })
    const failed = await getJson<ShellResponse>('/api/core/shell', { env })
    expect(failed.status).toBe(200)
    expect(failed.body).toMatchObject({
      navigationLinks: null,
      footerBlocks: null,
      contactInfo: null,
      emergencyNotices: null,
      informationNotices: null,
    })
    expect(failed.body.config.storeConfig.base_currency_code).toBe('EUR')
    expect(failed.res.headers.get('Cache-Control')).toBe('private, no-store')

    stub.fail(null)
    const recovered = await getJson<ShellResponse>('/api/core/shell', { env })
    expect(recovered.body.footerBlocks?.length).toBeGreaterThan(0)
  })
})
