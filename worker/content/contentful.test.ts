import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONTENT_TYPE_IDS } from '../../contract/schemas/content'
import type { Logger } from '../log'
import { CDA_ORIGIN, CDA_TOKEN, cdaError, stubCda } from '../test/contentfulStub'
import { createContentfulSource } from './contentful'
import { BUNDLED_EXPORT } from './index'
import { createLocalSource } from './local'
import { ContentSourceError, type EntriesQuery } from './source'

// The real `contentful` SDK runs here inside workerd; its requests go through globalThis.fetch,
// which the stub origin answers with the Delivery API's shapes.

const SPACE = 'vettarvike01'
const log: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
const source = (overrides: Partial<Parameters<typeof createContentfulSource>[0]> = {}) =>
  createContentfulSource({ space: SPACE, environment: 'master', accessToken: CDA_TOKEN, ...overrides }, log)

const query = (q: Partial<EntriesQuery> & Pick<EntriesQuery, 'content_type'>): EntriesQuery => ({
  order: 'sys.createdAt',
  limit: 100,
  skip: 0,
  include: 2,
  locale: 'fi-FI',
  ...q,
})

afterEach(() => {
  vi.restoreAllMocks()
})

const cdaJson = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/vnd.contentful.delivery.v1+json' },
  })

const sys = (type: 'Entry' | 'Asset', id: string, contentType?: string) => ({
  space: { sys: { type: 'Link', linkType: 'Space', id: SPACE } },
  id,
  type,
  createdAt: '2026-01-22T09:00:00.000Z',
  updatedAt: '2026-01-22T09:00:00.000Z',
  environment: { sys: { id: 'master', type: 'Link', linkType: 'Environment' } },
  publishedVersion: 1,
  revision: 1,
  ...(contentType ? { contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } } : {}),
  locale: 'fi-FI',
})

describe('the Contentful source (SDK in workerd against a stub CDA)', () => {
  it('sends the CDA request and resolves links from includes.Entry and includes.Asset', async () => {
    const seen: Request[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      seen.push(new Request(input, init))
      return cdaJson({
        sys: { type: 'Array' },
        total: 1,
        skip: 0,
        limit: 100,
        items: [
          {
            metadata: { tags: [], concepts: [] },
            sys: sys('Entry', 'blockA', 'contentBlock'),
            fields: {
              title: 'Tilaa arkisin klo 14 mennessä',
              image: { sys: { type: 'Link', linkType: 'Asset', id: 'assetToimitus' } },
              link: { sys: { type: 'Link', linkType: 'Entry', id: 'linkTilaaminen' } },
              // Not in includes (deleted or beyond the include depth): removed.
              extra: { sys: { type: 'Link', linkType: 'Entry', id: 'poistettu' } },
            },
          },
        ],
        includes: {
          Entry: [
            {
              metadata: { tags: [], concepts: [] },
              sys: sys('Entry', 'linkTilaaminen', 'link'),
              fields: {
                title: 'Tilaaminen ja toimitus',
                href: '/tilaaminen-ja-toimitus',
                visibleToLoggedOutUsers: true,
              },
            },
          ],
          Asset: [
            {
              metadata: { tags: [], concepts: [] },
              sys: sys('Asset', 'assetToimitus'),
              fields: {
                title: 'Toimitus matkalla',
                file: {
                  url: '//images.ctfassets.net/vettarvike01/assetToimitus/abc123/toimitus.svg',
                  details: { size: 1553, image: { width: 600, height: 400 } },
                  fileName: 'toimitus.svg',
                  contentType: 'image/svg+xml',
                },
              },
            },
          ],
        },
      })
    })

    const result = await source({ environment: 'staging' }).getEntries(
      query({ content_type: 'contentBlock', include: 2 }),
    )

    expect(seen).toHaveLength(1)
    const url = new URL(seen[0]!.url)
    expect(url.origin).toBe(CDA_ORIGIN)
    expect(url.pathname).toBe(`/spaces/${SPACE}/environments/staging/entries`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      content_type: 'contentBlock',
      order: 'sys.createdAt',
      limit: '100',
      skip: '0',
      include: '2',
      locale: 'fi-FI',
    })
    expect(seen[0]!.headers.get('Authorization')).toBe(`Bearer ${CDA_TOKEN}`)
    expect(seen[0]!.headers.get('X-Contentful-User-Agent')).toContain('contentful.js')

    expect(result).toEqual({
      sys: { type: 'Array' },
      total: 1,
      skip: 0,
      limit: 100,
      items: [
        {
          metadata: { tags: [], concepts: [] },
          sys: sys('Entry', 'blockA', 'contentBlock'),
          fields: {
            title: 'Tilaa arkisin klo 14 mennessä',
            image: {
              metadata: { tags: [], concepts: [] },
              sys: sys('Asset', 'assetToimitus'),
              fields: {
                title: 'Toimitus matkalla',
                file: {
                  url: '//images.ctfassets.net/vettarvike01/assetToimitus/abc123/toimitus.svg',
                  details: { size: 1553, image: { width: 600, height: 400 } },
                  fileName: 'toimitus.svg',
                  contentType: 'image/svg+xml',
                },
              },
            },
            link: {
              metadata: { tags: [], concepts: [] },
              sys: sys('Entry', 'linkTilaaminen', 'link'),
              fields: {
                title: 'Tilaaminen ja toimitus',
                href: '/tilaaminen-ja-toimitus',
                visibleToLoggedOutUsers: true,
              },
            },
          },
        },
      ],
    })
  })

  it('returns plain JSON for a circular graph, cut at the include depth', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      cdaJson({
        sys: { type: 'Array' },
        total: 1,
        skip: 0,
        limit: 100,
        items: [
          {
            sys: sys('Entry', 'pA', 'page'),
            fields: { title: 'A', slug: 'a', contentBlocks: [{ sys: { type: 'Link', linkType: 'Entry', id: 'bA' } }] },
          },
        ],
        includes: {
          Entry: [
            {
              sys: sys('Entry', 'bA', 'contentBlock'),
              fields: { title: 'B', link: { sys: { type: 'Link', linkType: 'Entry', id: 'pA' } } },
            },
          ],
        },
      }),
    )
    const result = await source().getEntries(query({ content_type: 'page', include: 2 }))
    const page = result.items[0]!
    expect(JSON.parse(JSON.stringify(page))).toEqual(page)
    const block = (page.fields.contentBlocks as { fields: { link: { fields: { contentBlocks: unknown[] } } } }[])[0]!
    expect(block.fields.link.fields.contentBlocks).toEqual([]) // depth 3 > include 2
  })

  it('answers exactly what the local source answers, for the same content', async () => {
    const stub = stubCda(BUNDLED_EXPORT)
    const cda = source()
    const local = createLocalSource(BUNDLED_EXPORT)
    const queries: EntriesQuery[] = [
      query({ content_type: 'footerBlock' }),
      query({ content_type: 'contactInfoAcrossSite' }),
      query({ content_type: 'navigationLink' }),
      query({ content_type: 'contentLinkMegamenu', order: '-sys.createdAt' }),
      query({ content_type: 'emergencyNotice', 'fields.loggedIn': false, order: '-sys.updatedAt' }),
      query({ content_type: 'informationNotice', 'fields.loggedIn': true, order: '-sys.updatedAt' }),
      query({ content_type: 'link', order: 'fields.title', limit: 5, skip: 2 }),
      query({ content_type: 'blogPost', order: '-fields.publishDate' }),
      ...[0, 1, 2, 3].map((include) => query({ content_type: 'page', 'fields.slug': 'etusivu', include })),
      query({ content_type: 'page', 'fields.slug': 'kylmaketjutoimitukset', include: 1 }),
    ]
    for (const q of queries) {
      expect(await cda.getEntries(q), JSON.stringify(q)).toEqual(await local.getEntries(q))
    }
    // Two levels of links from the CDA's includes: page → content block → illustration.
    const home = await cda.getEntries(query({ content_type: 'page', 'fields.slug': 'etusivu', include: 2 }))
    const blocks = home.items[0]!.fields.contentBlocks as { fields: { image: { fields: { file: { url: string } } } } }[]
    expect(blocks.map((b) => b.fields.image.fields.file.url)).toEqual([
      '/media/content/toimitus.svg',
      '/media/content/kylmaketju.svg',
      '/media/content/ostoslistat.svg',
    ])
    for (const id of ['pageEtusivu', 'footerOmaAsiointi', 'blogJoulu2026']) {
      expect(await cda.getEntry(id, { include: 2, locale: 'fi-FI' })).toEqual(
        await local.getEntry(id, { include: 2, locale: 'fi-FI' }),
      )
    }
    const assetsQuery = { order: 'sys.createdAt', limit: 100, skip: 0, locale: 'fi-FI' }
    expect(await cda.getAssets(assetsQuery)).toEqual(await local.getAssets(assetsQuery))
    expect(await cda.getAsset('assetKylmaketju', { locale: 'fi-FI' })).toEqual(
      await local.getAsset('assetKylmaketju', { locale: 'fi-FI' }),
    )
    expect(await cda.getContentTypes()).toEqual(await local.getContentTypes())
    expect(await cda.getContentType('page')).toEqual(await local.getContentType('page'))
    expect(await cda.getLocales()).toEqual(await local.getLocales())
    expect(Object.keys(await cda.getSpace())).toEqual(Object.keys(await local.getSpace()))
    expect((await cda.getSpace()).locales).toEqual((await local.getSpace()).locales)
    expect((await cda.getContentTypes()).items.map((ct) => ct.sys.id).sort()).toEqual([...CONTENT_TYPE_IDS].sort())

    // Every read was a request to the stub origin, with the token.
    expect(stub.requests.every((r) => r.authorization === `Bearer ${CDA_TOKEN}`)).toBe(true)
    expect(stub.count('entries')).toBe(queries.length + 1 + 3) // + the home page read + 3 getEntry
    expect(stub.requests.find((r) => r.url.pathname === `/spaces/${SPACE}/`)).toBeDefined()
  })

  it('reads a missing entry, asset or content type as null (CDA 404 NotFound / empty items)', async () => {
    const stub = stubCda(BUNDLED_EXPORT)
    const cda = source()
    expect(await cda.getEntry('eiOle', { include: 2, locale: 'fi-FI' })).toBeNull()
    expect(await cda.getAsset('eiOle', { locale: 'fi-FI' })).toBeNull()
    expect(await cda.getContentType('eiOle')).toBeNull()
    expect(stub.requests.map((r) => r.path)).toEqual(['entries', 'assets/eiOle', 'content_types/eiOle'])
  })

  it('turns the CDA error shapes into ContentSourceError with loggable details, never the token', async () => {
    const attempt = async (
      respond: () => Response | Promise<Response>,
      read: (s: ReturnType<typeof source>) => Promise<unknown>,
    ) => {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => respond())
      try {
        await read(source())
      } catch (error) {
        vi.restoreAllMocks()
        return error as ContentSourceError
      }
      throw new Error('expected a failure')
    }

    const invalidToken = await attempt(
      () => cdaError(401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.'),
      (s) => s.getEntries(query({ content_type: 'footerBlock' })),
    )
    expect(invalidToken).toBeInstanceOf(ContentSourceError)
    expect(invalidToken.details).toMatchObject({
      operation: 'getEntries',
      error: 'AccessTokenInvalid',
      status: 401,
      cdaRequestId: 'req-AccessTokenInvalid',
      cdaMessage: 'The access token you sent could not be found or is invalid.',
    })
    expect(JSON.stringify(invalidToken.details)).not.toContain(CDA_TOKEN)

    // A NotFound about the space (wrong CONTENTFUL_SPACE_ID) is a failure, not a missing asset.
    const wrongSpace = await attempt(
      () => cdaError(404, 'NotFound', 'The resource could not be found.', { type: 'Space', id: 'vaara' }),
      (s) => s.getAsset('assetKylmaketju', { locale: 'fi-FI' }),
    )
    expect(wrongSpace.details).toMatchObject({ error: 'NotFound', status: 404, detailsType: 'Space' })

    const serverError = await attempt(
      () => cdaError(503, 'ServiceUnavailable', 'Service unavailable.'),
      (s) => s.getLocales(),
    )
    expect(serverError.details).toMatchObject({ error: 'ServiceUnavailable', status: 503 })

    const network = await attempt(
      () => Promise.reject(new TypeError('fetch failed')),
      (s) => s.getSpace(),
    )
    expect(network).toBeInstanceOf(ContentSourceError)

    const garbage = await attempt(
      () => cdaJson({ hello: 'world' }),
      (s) => s.getEntries(query({ content_type: 'link' })),
    )
    expect(garbage.message).toContain('unexpected shape')
  })

  it('does not call out when the space or the token is not configured', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    await expect(source({ accessToken: '' }).getEntries(query({ content_type: 'link' }))).rejects.toBeInstanceOf(
      ContentSourceError,
    )
    await expect(source({ space: '' }).getSpace()).rejects.toThrow(/not configured/)
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
