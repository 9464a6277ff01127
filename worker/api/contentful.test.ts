import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import {
  AssetCollectionSchema,
  AssetSchema,
  ContentTypeCollectionSchema,
  ContentTypeSchema,
  EntryCollectionSchema,
  EntrySchema,
  LocaleCollectionSchema,
  PageFieldsSchema,
  SpaceSchema,
  type EntryCollection,
} from '../../contract/schemas/content'
import { ContentSearchResponseSchema } from '../../contract/schemas/contentSearch'
import { CDA_TOKEN, stubCda } from '../test/contentfulStub'
import { BUNDLED_EXPORT } from '../content/index'
import { CookieJar, deletesCookie, login, shopFetch } from '../test/helpers'
import { CONTENT_TTL, GUEST_CACHE_CONTROL, MEMBER_CACHE_CONTROL, NOTICE_TTL } from './contentful'

/** A logged-in customer's cookies (a real session: the content API checks it upstream). */
const member = async () => (await login()).jar
/** A cookie that only looks like a session token. */
const forged = () => new CookieJar({ session: 'memberSessionToken_0123456789abcdefghijkl', logged_in: '1' })

async function getJson(path: string, init: Parameters<typeof shopFetch>[1] = {}) {
  const res = await shopFetch(path, { ...init, headers: { Accept: 'application/json', ...(init.headers as object) } })
  return { res, status: res.status, body: (await res.json()) as Record<string, unknown> & EntryCollection }
}

const ids = (body: { items: { sys: { id: string } }[] }) => body.items.map((i) => i.sys.id)

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

// ---------------------------------------------------------------------------------------------
// Every route on the local source (the default: the export bundled into the worker)
// ---------------------------------------------------------------------------------------------

describe('/api/contentful on the bundled export (CONTENT_SOURCE=local)', () => {
  it('GET /{contentType}/{slug}: the home page with its hero and content blocks resolved', async () => {
    const { res, status, body } = await getJson('/api/contentful/page/etusivu')
    expect(status).toBe(200)
    v.parse(EntryCollectionSchema, body)
    expect(body).toMatchObject({ sys: { type: 'Array' }, total: 1, limit: 1 })
    const page = v.parse(PageFieldsSchema, body.items[0]?.fields)
    expect(page.title).toBe('Tarvikkeet klinikallesi, sopimushinnoin')
    expect(page.heroImage?.fields.file?.url).toBe('/media/content/etusivu-hylly.svg')
    expect(page.contentBlocks.map((b) => b.fields.link?.fields.href)).toEqual([
      '/tilaaminen-ja-toimitus',
      '/kylmaketjutoimitukset',
      '/account/register',
    ])
    expect(res.headers.get('Cache-Control')).toBe(GUEST_CACHE_CONTROL)

    const asMember = await getJson('/api/contentful/page/etusivu', { jar: await member() })
    expect(asMember.body).toEqual(body)
    expect(asMember.res.headers.get('Cache-Control')).toBe(MEMBER_CACHE_CONTROL)
  })

  it('GET /{contentType}/{slug}: blog posts and the cookie page; unknown slugs are a 404 JSON', async () => {
    const post = await getJson('/api/contentful/blogPost/joulun-toimitusaikataulut-2026')
    expect(post.status).toBe(200)
    expect(post.body.items[0]?.fields).toMatchObject({
      publishDate: '2026-11-16',
      heroImage: { sys: { type: 'Asset' } },
    })
    const cookies = await getJson('/api/contentful/page/evasteet-ja-niiden-kayttotarkoitukset?include=0')
    expect(cookies.body.items[0]?.fields.title).toBe('Evästeet ja niiden käyttötarkoitukset')

    for (const path of [
      '/api/contentful/page/ei-tallaista-sivua',
      '/api/contentful/blogPost/etusivu',
      '/api/contentful/page/Iso_Kirjain',
    ]) {
      const missing = await getJson(path)
      expect(missing.status, path).toBe(404)
      expect(missing.body).toMatchObject({ message: 'Sivua ei löytynyt.' })
      expect(missing.res.headers.get('Cache-Control')).toBe('private, no-store')
    }
  })

  it('GET /entries: footer blocks, contact info, top links and mega-menu links (newest first)', async () => {
    const footer = await getJson('/api/contentful/entries?content_type=footerBlock')
    expect(footer.status).toBe(200)
    expect(footer.body.items.map((b) => b.fields.titleOfBlock)).toEqual([
      'Asiakaspalvelu',
      'Oma asiointi',
      'VetTarvike',
    ])
    const links = footer.body.items[1]!.fields.link as { fields: { title: string; visibleToLoggedOutUsers: boolean } }[]
    expect(links.map((l) => [l.fields.title, l.fields.visibleToLoggedOutUsers])).toEqual([
      ['Rekisteröidy asiakkaaksi', true],
      ['Kaikki tuotteet', false],
      ['Tilaushistoria', false],
      ['Laskut', false],
      ['Ostoslistat', false],
    ])

    const contact = await getJson('/api/contentful/entries?content_type=contactInfoAcrossSite')
    expect(contact.body.items[0]?.fields).toEqual({
      phone: '020 734 5600',
      email: 'asiakaspalvelu@vettarvike.fi',
      street: 'Tiilitie 6 B',
      postalCode: '01720',
      city: 'Vantaa',
    })

    const nav = await getJson('/api/contentful/entries?content_type=navigationLink')
    expect(nav.body.items.map((n) => (n.fields.link as { fields: { href: string } }).fields.href)).toEqual([
      '/tilaaminen-ja-toimitus',
      '/kylmaketjutoimitukset',
      '/blog',
      '/yhteystiedot',
    ])

    const mega = await getJson('/api/contentful/entries?content_type=contentLinkMegamenu')
    expect(ids(mega.body)).toEqual(['megaKaikkiTuotteet', 'megaKylmaketju', 'megaTilaaminen'])
    const oldestFirst = await getJson(
      '/api/contentful/entries?content_type=contentLinkMegamenu&order=sys.createdAt&limit=1&skip=1',
    )
    expect(oldestFirst.body).toMatchObject({ total: 3, skip: 1, limit: 1 })
    expect(ids(oldestFirst.body)).toEqual(['megaKylmaketju'])

    const posts = await getJson(
      '/api/contentful/entries?content_type=blogPost&include=0&fields.slug=rokotteiden-vastaanotto-kylmaketjussa',
    )
    expect(ids(posts.body)).toEqual(['blogRokotteidenVastaanotto'])
    expect(posts.body.items[0]?.fields).not.toHaveProperty('heroImage')
  })

  it('GET /entries: guests never receive notices flagged loggedIn; logged-in requests do', async () => {
    for (const type of ['emergencyNotice', 'informationNotice']) {
      const everything = await getJson(`/api/contentful/entries?content_type=${type}`)
      const asked = await getJson(`/api/contentful/entries?content_type=${type}&fields.loggedIn=true`)
      const publicOnly = await getJson(`/api/contentful/entries?content_type=${type}&fields.loggedIn=false`)
      for (const guest of [everything, asked, publicOnly]) {
        expect(guest.status).toBe(200)
        expect(guest.body.items.every((n) => n.fields.loggedIn === false)).toBe(true)
        expect(guest.res.headers.get('Cache-Control')).toBe(GUEST_CACHE_CONTROL)
      }
      expect(everything.body.items).toHaveLength(1)
      expect(asked.body).toMatchObject({ total: 0, items: [] })

      const memberOnly = await getJson(`/api/contentful/entries?content_type=${type}&fields.loggedIn=true`, {
        jar: await member(),
      })
      expect(memberOnly.body.items).toHaveLength(1)
      expect(memberOnly.body.items[0]?.fields.loggedIn).toBe(true)
      expect(memberOnly.res.headers.get('Cache-Control')).toBe(MEMBER_CACHE_CONTROL)
      const both = await getJson(`/api/contentful/entries?content_type=${type}`, { jar: await member() })
      expect(both.body.items).toHaveLength(2)
    }
  })

  it('a session cookie that only looks like a token gets no loggedIn notices and is dropped', async () => {
    for (const type of ['emergencyNotice', 'informationNotice']) {
      const asked = await getJson(`/api/contentful/entries?content_type=${type}&fields.loggedIn=true`, {
        jar: forged(),
      })
      expect(asked.status).toBe(200)
      expect(asked.body).toMatchObject({ total: 0, items: [] })
      expect(deletesCookie(asked.res, 'session')).toBe(true)
      const all = await getJson(`/api/contentful/entries?content_type=${type}`, { jar: forged() })
      expect(all.body.items.every((n) => n.fields.loggedIn === false)).toBe(true)
    }
    expect((await getJson('/api/contentful/entry/emergencyRokotesaatavuus', { jar: forged() })).status).toBe(404)
    // A session ended by logout is no better than a forged one.
    const jar = await member()
    const stale = new CookieJar({ session: jar.get('session')!, logged_in: '1' })
    await shopFetch('/api/auth/logout', {
      method: 'POST',
      jar,
      headers: { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://shop.test' },
    })
    const after = await getJson('/api/contentful/entries?content_type=emergencyNotice&fields.loggedIn=true', {
      jar: stale,
    })
    expect(after.body.items).toEqual([])
  })

  it('GET /entry/{id}: resolved entry; member-only notices are a 404 for guests', async () => {
    const footer = await getJson('/api/contentful/entry/footerAsiakaspalvelu?include=1')
    expect(footer.status).toBe(200)
    v.parse(EntrySchema, footer.body)
    expect((footer.body.fields as { link: unknown[] }).link).toHaveLength(5)

    expect((await getJson('/api/contentful/entry/emergencyRokotesaatavuus')).status).toBe(404)
    const asMember = await getJson('/api/contentful/entry/emergencyRokotesaatavuus', { jar: await member() })
    expect(asMember.status).toBe(200)
    expect(asMember.res.headers.get('Cache-Control')).toBe(MEMBER_CACHE_CONTROL)
    expect((await getJson('/api/contentful/entry/emergencyJoulu2026')).status).toBe(200)

    const missing = await getJson('/api/contentful/entry/eiOle')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ message: 'Sisältöä ei löytynyt.' })
    expect((await getJson('/api/contentful/entry/ei%20kelpaa')).status).toBe(400)
  })

  it('GET /contentTypes, /contentType/{id}, /assets, /asset/{id}, /space, /locales', async () => {
    const types = await getJson('/api/contentful/contentTypes')
    v.parse(ContentTypeCollectionSchema, types.body)
    expect(types.body.total).toBe(10)
    const page = await getJson('/api/contentful/contentType/page')
    v.parse(ContentTypeSchema, page.body)
    expect(page.body).toMatchObject({ name: 'Sisältösivu', displayField: 'title' })

    const assets = await getJson('/api/contentful/assets')
    v.parse(AssetCollectionSchema, assets.body)
    expect(assets.body.total).toBe(4)
    const asset = await getJson('/api/contentful/asset/assetKylmaketju')
    v.parse(AssetSchema, asset.body)
    expect(asset.body).toMatchObject({
      sys: { id: 'assetKylmaketju', type: 'Asset', locale: 'fi-FI' },
      fields: {
        title: 'Kylmäketjupakkaus',
        file: { url: '/media/content/kylmaketju.svg', contentType: 'image/svg+xml' },
      },
    })
    expect((await getJson('/api/contentful/asset/eiOle')).status).toBe(404)

    const space = await getJson('/api/contentful/space')
    v.parse(SpaceSchema, space.body)
    expect(space.body).toMatchObject({
      sys: { type: 'Space', id: 'vettarvike01' },
      locales: [{ code: 'fi-FI', default: true }],
    })
    const locales = await getJson('/api/contentful/locales')
    v.parse(LocaleCollectionSchema, locales.body)
    expect(locales.body.items).toMatchObject([{ code: 'fi-FI', default: true, fallbackCode: null }])
  })

  it('GET /search/{query}: pages and blog posts matching every word, case- and diacritic-insensitively', async () => {
    const search = async (q: string) => {
      const { status, body, res } = await getJson(`/api/contentful/search/${encodeURIComponent(q)}`)
      expect(status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe(GUEST_CACHE_CONTROL)
      return v.parse(ContentSearchResponseSchema, body)
    }
    const cold = await search('kylmäketju')
    expect(cold.total_count).toBeGreaterThanOrEqual(3)
    expect(await search('KYLMAKETJU')).toEqual(cold)
    expect(cold.items.map((i) => i.fields.slug)).toContain('kylmaketjutoimitukset')

    const christmas = await search('joulu kylmäkuljetus tiistaina')
    expect(christmas.items.map((i) => i.fields.slug)).toEqual(['joulun-toimitusaikataulut-2026'])
    expect(christmas.total_count).toBe(1)
    expect((await search('evästeet')).items[0]?.fields).toEqual({
      slug: 'evasteet-ja-niiden-kayttotarkoitukset',
      title: 'Evästeet ja niiden käyttötarkoitukset',
    })
    // Content type travels along so the app links posts under /blog.
    const { body } = await getJson(`/api/contentful/search/${encodeURIComponent('viikkotilaus ostoslista')}`)
    expect((body.items[0] as unknown as { sys: unknown }).sys).toEqual({
      id: 'blogOstoslistat',
      type: 'Entry',
      contentType: { sys: { id: 'blogPost' } },
    })

    const many = await search('toimitus')
    expect(many.total_count).toBeGreaterThan(2)
    expect(many.items).toHaveLength(Math.min(8, many.total_count))
    const two = await getJson('/api/contentful/search/toimitus?limit=2')
    expect(v.parse(ContentSearchResponseSchema, two.body)).toEqual({
      items: many.items.slice(0, 2),
      total_count: many.total_count,
    })

    expect(await search('ab')).toEqual({ items: [], total_count: 0 })
    expect(await search('  ä ')).toEqual({ items: [], total_count: 0 })
    expect(await search('sanaa-jota-ei-ole')).toEqual({ items: [], total_count: 0 })
  })

  it('ignores marketing parameters (utm_*, gclid, fbclid)', async () => {
    const plain = await getJson('/api/contentful/page/tilaaminen-ja-toimitus')
    const tagged = await getJson(
      '/api/contentful/page/tilaaminen-ja-toimitus?utm_source=uutiskirje&utm_medium=email&utm_campaign=joulu&gclid=abc&fbclid=def',
    )
    expect(tagged.status).toBe(200)
    expect(tagged.body).toEqual(plain.body)
  })

  it('answers 400 with a JSON message to anything outside the allow-lists', async () => {
    const cases: [string, string][] = [
      ['/api/contentful/entries', 'content_type'],
      ['/api/contentful/entries?content_type=product', 'content_type'],
      ['/api/contentful/entries?content_type=link&select=fields.title', 'select'],
      ['/api/contentful/entries?content_type=link&limit=101', 'limit'],
      ['/api/contentful/entries?content_type=link&limit=0', 'limit'],
      ['/api/contentful/entries?content_type=page&include=4', 'include'],
      ['/api/contentful/entries?content_type=link&skip=-1', 'skip'],
      ['/api/contentful/entries?content_type=link&locale=en-US', 'locale'],
      ['/api/contentful/entries?content_type=footerBlock&order=fields.salaisuus', 'order'],
      ['/api/contentful/entries?content_type=link&order=sys.version', 'order'],
      ['/api/contentful/entries?content_type=footerBlock&fields.loggedIn=false', 'fields.loggedIn'],
      ['/api/contentful/entries?content_type=emergencyNotice&fields.loggedIn=kylla', 'fields.loggedIn'],
      ['/api/contentful/entries?content_type=page&fields.slug=Ei Kelpaa', 'fields.slug'],
      ['/api/contentful/entries?content_type=link&fields.slug=yhteystiedot', 'fields.slug'],
      ['/api/contentful/entries?content_type=link&include=1&include=2', 'include'],
      ['/api/contentful/page/etusivu?preview=true', 'preview'],
      ['/api/contentful/footerBlock/asiakaspalvelu', 'contentType'],
      ['/api/contentful/tuntematon/etusivu', 'contentType'],
      ['/api/contentful/contentType/product', '_'],
      ['/api/contentful/contentTypes?limit=5', 'limit'],
      ['/api/contentful/assets?mimetype_group=image', 'mimetype_group'],
      ['/api/contentful/asset/assetKylmaketju?include=2', 'include'],
      ['/api/contentful/space?access_token=x', 'access_token'],
      ['/api/contentful/locales?skip=1', 'skip'],
      ['/api/contentful/search/rokote?limit=9', 'limit'],
    ]
    for (const [path, field] of cases) {
      const { status, body, res } = await getJson(path)
      expect(status, path).toBe(400)
      expect(typeof body.message, path).toBe('string')
      expect(Object.keys((body.fields as Record<string, string>) ?? { _: '' }), path).toContain(field)
      expect(res.headers.get('Content-Type'), path).toContain('application/json')
    }
  })
})

// ---------------------------------------------------------------------------------------------
// The Contentful source: the SDK in workerd against a stub Delivery API
// ---------------------------------------------------------------------------------------------

let spaceCounter = 0
/** Each test reads its own space, so edge-cache entries of one test never answer another. */
function contentfulEnv() {
  const space = `cfspace${++spaceCounter}${Date.now().toString(36)}`
  const env = {
    CONTENT_SOURCE: 'contentful',
    CONTENTFUL_SPACE_ID: space,
    CONTENTFUL_ENVIRONMENT: 'master',
    CONTENTFUL_ACCESS_TOKEN: CDA_TOKEN,
  } as Partial<Env>
  return { space, env, stub: stubCda(BUNDLED_EXPORT, { space }) }
}

const logged = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls
    .map((call) => JSON.parse(String(call[0])) as Record<string, unknown>)
    .filter((l) => l.message === 'content fetch failed')

describe('/api/contentful on the Contentful Delivery API (CONTENT_SOURCE=contentful)', () => {
  it('serves every route through the SDK, with the same bodies as the local source', async () => {
    const { env, stub, space } = contentfulEnv()
    const paths = [
      '/api/contentful/page/etusivu',
      '/api/contentful/blogPost/joulun-toimitusaikataulut-2026',
      '/api/contentful/entries?content_type=footerBlock',
      '/api/contentful/entries?content_type=contentLinkMegamenu',
      '/api/contentful/entries?content_type=emergencyNotice',
      '/api/contentful/entry/footerAsiakaspalvelu',
      '/api/contentful/contentTypes',
      '/api/contentful/contentType/blogPost',
      '/api/contentful/assets',
      '/api/contentful/asset/assetToimitus',
      '/api/contentful/locales',
      '/api/contentful/search/kylm%C3%A4ketju',
    ]
    for (const path of paths) {
      const viaCda = await getJson(path, { env })
      const viaLocal = await getJson(path)
      expect(viaCda.status, path).toBe(200)
      expect(viaCda.body, path).toEqual(viaLocal.body)
      expect(viaCda.res.headers.get('Cache-Control'), path).toBe(GUEST_CACHE_CONTROL)
    }
    const spaceRes = await getJson('/api/contentful/space', { env })
    expect(spaceRes.body).toMatchObject({ sys: { type: 'Space', id: space }, name: 'VetTarvike' })
    expect((await getJson('/api/contentful/page/ei-ole', { env })).status).toBe(404)
    expect((await getJson('/api/contentful/entry/eiOle', { env })).status).toBe(404)
    expect((await getJson('/api/contentful/asset/eiOle', { env })).status).toBe(404)

    expect(stub.requests.every((r) => r.authorization === `Bearer ${CDA_TOKEN}`)).toBe(true)
    const slugRead = stub.requests.find((r) => r.url.searchParams.get('fields.slug') === 'etusivu')!
    expect(slugRead.path).toBe('entries')
    expect(Object.fromEntries(slugRead.url.searchParams)).toEqual({
      content_type: 'page',
      'fields.slug': 'etusivu',
      order: 'fields.title',
      limit: '1',
      skip: '0',
      include: '2',
      locale: 'fi-FI',
    })
    const megaRead = stub.requests.find((r) => r.url.searchParams.get('content_type') === 'contentLinkMegamenu')!
    expect(megaRead.url.searchParams.get('order')).toBe('-sys.createdAt')
    const noticeRead = stub.requests.find((r) => r.url.searchParams.get('content_type') === 'emergencyNotice')!
    expect(noticeRead.url.searchParams.get('fields.loggedIn')).toBe('false')
  })

  it('strips utm parameters before the cache key: tagged and untagged reads share one origin request', async () => {
    const { env, stub } = contentfulEnv()
    const first = await getJson('/api/contentful/page/kylmaketjutoimitukset', { env })
    const tagged = await getJson(
      '/api/contentful/page/kylmaketjutoimitukset?utm_source=google&utm_medium=cpc&utm_campaign=rokotteet',
      {
        env,
      },
    )
    const reordered = await getJson(
      '/api/contentful/page/kylmaketjutoimitukset?include=2&utm_term=kylmaketju&locale=fi-FI',
      { env },
    )
    expect(tagged.body).toEqual(first.body)
    expect(reordered.body).toEqual(first.body)
    expect(stub.count('entries')).toBe(1)
    expect(stub.requests.some((r) => [...r.url.searchParams.keys()].some((k) => k.startsWith('utm_')))).toBe(false)
  })

  it('serves a second read from the edge cache, and refetches after the TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = new Date('2026-11-22T08:00:00.000Z').getTime()
    vi.setSystemTime(start)
    const { env, stub } = contentfulEnv()
    const path = '/api/contentful/entries?content_type=footerBlock'

    const first = await getJson(path, { env })
    expect(stub.count('entries')).toBe(1)
    const second = await getJson(path, { env })
    expect(second.body).toEqual(first.body)
    expect(stub.count('entries')).toBe(1)

    // Within the TTL: still cached.
    vi.setSystemTime(start + (CONTENT_TTL.ttl - 5) * 1000)
    await getJson(path, { env })
    expect(stub.count('entries')).toBe(1)

    // After the TTL, within stale-while-revalidate: served from cache, refreshed in the background.
    vi.setSystemTime(start + (CONTENT_TTL.ttl + 5) * 1000)
    const stale = await getJson(path, { env })
    expect(stale.body).toEqual(first.body)
    expect(stub.count('entries')).toBe(2)
    // The refresh reset the clock: fresh again.
    await getJson(path, { env })
    expect(stub.count('entries')).toBe(2)

    // Past TTL + SWR since that refresh: fetched again before answering.
    vi.setSystemTime(start + (CONTENT_TTL.ttl + 5 + CONTENT_TTL.ttl + CONTENT_TTL.swr + 5) * 1000)
    await getJson(path, { env })
    expect(stub.count('entries')).toBe(3)

    // Notices are fresh for a shorter time.
    const notices = '/api/contentful/entries?content_type=informationNotice'
    await getJson(notices, { env })
    const before = stub.count('entries')
    vi.setSystemTime(Date.now() + (NOTICE_TTL.ttl + NOTICE_TTL.swr + 1) * 1000)
    await getJson(notices, { env })
    expect(stub.count('entries')).toBe(before + 1)
  })

  it('caches logged-in-only notices under their own audience', async () => {
    const { env, stub } = contentfulEnv()
    const guest = await getJson('/api/contentful/entries?content_type=emergencyNotice', { env })
    expect(ids(guest.body)).toEqual(['emergencyJoulu2026'])
    // A logged-in read of the public notices shares the guest entry ...
    await getJson('/api/contentful/entries?content_type=emergencyNotice&fields.loggedIn=false', {
      env,
      jar: await member(),
    })
    expect(stub.count('entries')).toBe(1)
    // ... the logged-in-only notices have their own, and are never served to a guest from it.
    const members = await getJson('/api/contentful/entries?content_type=emergencyNotice&fields.loggedIn=true', {
      env,
      jar: await member(),
    })
    expect(ids(members.body)).toEqual(['emergencyRokotesaatavuus'])
    expect(stub.count('entries')).toBe(2)
    const guestAgain = await getJson('/api/contentful/entries?content_type=emergencyNotice&fields.loggedIn=true', {
      env,
    })
    expect(guestAgain.body.items).toEqual([])
    expect(stub.count('entries')).toBe(2)
  })

  it('never gives guests a loggedIn notice, even when the origin answers one', async () => {
    const { env } = contentfulEnv()
    vi.restoreAllMocks()
    const notice = (id: string, loggedIn: boolean) => ({
      metadata: { tags: [], concepts: [] },
      sys: {
        id,
        type: 'Entry',
        createdAt: '2026-11-18T06:45:00.000Z',
        updatedAt: '2026-11-18T06:45:00.000Z',
        contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'emergencyNotice' } },
        locale: 'fi-FI',
      },
      fields: { content: { nodeType: 'document', data: {}, content: [] }, loggedIn },
    })
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            sys: { type: 'Array' },
            total: 2,
            skip: 0,
            limit: 100,
            items: [notice('a', false), notice('b', true)],
          }),
          { headers: { 'Content-Type': 'application/vnd.contentful.delivery.v1+json' } },
        ),
    )
    const guest = await getJson('/api/contentful/entries?content_type=emergencyNotice', { env })
    expect(ids(guest.body)).toEqual(['a'])
    expect(guest.body.total).toBe(1)
  })

  it('leaves the section empty when the origin fails, logs it, and never passes on a 401', async () => {
    const { env, stub } = contentfulEnv()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})

    stub.fail({ status: 500, id: 'InternalServerError' })
    const footer = await getJson('/api/contentful/entries?content_type=footerBlock', { env })
    expect(footer.status).toBe(200)
    expect(footer.body).toEqual({ sys: { type: 'Array' }, total: 0, skip: 0, limit: 100, items: [] })
    expect(footer.res.headers.get('Cache-Control')).toBe('private, no-store')

    stub.fail({ status: 401, id: 'AccessTokenInvalid' })
    const page = await getJson('/api/contentful/page/etusivu', { env })
    expect(page.status).toBe(200)
    expect(page.body.items).toEqual([])
    const search = await getJson('/api/contentful/search/rokotteet', { env })
    expect(search.body).toEqual({ items: [], total_count: 0 })
    const assets = await getJson('/api/contentful/assets?limit=10', { env, jar: await member() })
    expect(assets.status).toBe(200)
    expect(assets.body.items).toEqual([])
    // No auto-logout: the session cookie is left alone.
    expect(assets.res.headers.getSetCookie().filter((c) => /^(session|logged_in)=/.test(c))).toEqual([])
    expect((await getJson('/api/contentful/entry/pageEtusivu', { env })).status).toBe(502)

    stub.fail('network')
    expect((await getJson('/api/contentful/locales', { env })).body.items).toEqual([])

    const lines = logged(errors)
    expect(lines.map((l) => l.route)).toEqual([
      'entries footerBlock',
      'slug page',
      'search',
      'assets',
      'entry',
      'locales',
    ])
    expect(lines[0]).toMatchObject({
      level: 'error',
      source: 'contentful',
      status: 500,
      error: 'InternalServerError',
      requestId: expect.not.stringMatching(/^req-/),
      cdaRequestId: 'req-InternalServerError',
    })
    expect(lines[1]).toMatchObject({ status: 401, error: 'AccessTokenInvalid' })
    expect(JSON.stringify(lines)).not.toContain(CDA_TOKEN)

    // Nothing was cached: the origin is asked again once it is back.
    stub.fail(null)
    const recovered = await getJson('/api/contentful/entries?content_type=footerBlock', { env })
    expect(recovered.body.items).toHaveLength(3)
  })

  it('fails emergency notices silently: a warning, no error', async () => {
    const { env, stub } = contentfulEnv()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    stub.fail({ status: 503, id: 'ServiceUnavailable' })
    const res = await getJson('/api/contentful/entries?content_type=emergencyNotice', { env })
    expect(res.status).toBe(200)
    expect(res.body.items).toEqual([])
    expect(logged(errors)).toEqual([])
    expect(logged(warnings)).toMatchObject([{ level: 'warn', route: 'entries emergencyNotice', status: 503 }])
  })

  it('keeps serving stale content while the origin is down within the stale window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = new Date('2026-11-22T09:00:00.000Z').getTime()
    vi.setSystemTime(start)
    const { env, stub } = contentfulEnv()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fresh = await getJson('/api/contentful/entries?content_type=navigationLink', { env })
    stub.fail({ status: 503, id: 'ServiceUnavailable' })
    vi.setSystemTime(start + (CONTENT_TTL.ttl + 60) * 1000)
    const stale = await getJson('/api/contentful/entries?content_type=navigationLink', { env })
    expect(stale.body).toEqual(fresh.body)
    expect(stub.count('entries')).toBe(2) // the background refresh was tried
  })
})
