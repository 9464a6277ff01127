import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  BlogPostFieldsSchema,
  CONTENT_TYPE_IDS,
  ContactInfoFieldsSchema,
  ContentLinkFieldsSchema,
  entrySchema,
  EntryCollectionSchema,
  FooterBlockFieldsSchema,
  LinkFieldsSchema,
  NoticeFieldsSchema,
  PageFieldsSchema,
} from '../../contract/schemas/content'
import { buildContentExport } from '../../seed/content/build.ts'
import type { ContentfulExport, ExportEntry } from './exportFormat'
import { BUNDLED_EXPORT } from './index'
import { createLocalSource } from './local'
import type { EntriesQuery } from './source'

const query = (q: Partial<EntriesQuery> & Pick<EntriesQuery, 'content_type'>): EntriesQuery => ({
  order: 'sys.createdAt',
  limit: 100,
  skip: 0,
  include: 2,
  locale: 'fi-FI',
  ...q,
})

const countByType = (data: ContentfulExport) => {
  const counts: Record<string, number> = {}
  for (const e of data.entries) counts[e.sys.contentType.sys.id] = (counts[e.sys.contentType.sys.id] ?? 0) + 1
  return counts
}

describe('the bundled content export (worker/content/export.json)', () => {
  it('has the top-level keys and entity shapes `contentful space export` writes', () => {
    expect(Object.keys(BUNDLED_EXPORT)).toEqual([
      'contentTypes',
      'tags',
      'editorInterfaces',
      'entries',
      'assets',
      'locales',
      'webhooks',
      'roles',
    ])
    expect(BUNDLED_EXPORT.locales).toMatchObject([{ code: 'fi-FI', default: true, fallbackCode: null }])
    for (const entry of BUNDLED_EXPORT.entries) {
      expect(entry.sys).toMatchObject({
        type: 'Entry',
        space: { sys: { type: 'Link', linkType: 'Space' } },
        environment: { sys: { type: 'Link', linkType: 'Environment', id: 'master' } },
        contentType: { sys: { type: 'Link', linkType: 'ContentType' } },
        publishedVersion: expect.any(Number),
      })
      expect(Date.parse(entry.sys.createdAt)).not.toBeNaN()
      expect(entry.sys.updatedAt >= entry.sys.createdAt).toBe(true)
      // Every field value is keyed by locale, and fi-FI is the only locale.
      for (const value of Object.values(entry.fields)) expect(Object.keys(value)).toEqual(['fi-FI'])
    }
    for (const ct of BUNDLED_EXPORT.contentTypes) {
      expect(
        BUNDLED_EXPORT.editorInterfaces
          .find((ei) => ei.sys.contentType.sys.id === ct.sys.id)
          ?.controls.map((c) => c.fieldId),
      ).toEqual(ct.fields.map((f) => f.id))
    }
  })

  it('is exactly what seed/content/build.ts generates (run `npx node seed/content/generate.ts` after editing)', () => {
    expect(BUNDLED_EXPORT).toEqual(buildContentExport())
  })

  it('holds content for every allow-listed content type and no other type', () => {
    expect(BUNDLED_EXPORT.contentTypes.map((ct) => ct.sys.id).sort()).toEqual([...CONTENT_TYPE_IDS].sort())
    expect(countByType(BUNDLED_EXPORT)).toEqual({
      link: 15,
      footerBlock: 3,
      contactInfoAcrossSite: 1,
      navigationLink: 4,
      contentLinkMegamenu: 3,
      emergencyNotice: 2,
      informationNotice: 2,
      contentBlock: 3,
      page: 10,
      blogPost: 3,
    })
  })

  it('links only to entries and assets that exist, and every link field holds links of the declared type', () => {
    const ids = new Set([...BUNDLED_EXPORT.entries, ...BUNDLED_EXPORT.assets].map((e) => `${e.sys.type}!${e.sys.id}`))
    const dangling: string[] = []
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((item) => walk(item, where))
      else if (value && typeof value === 'object') {
        const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys
        if (sys?.type === 'Link') {
          if (!ids.has(`${sys.linkType}!${sys.id}`)) dangling.push(`${where} → ${sys.linkType} ${sys.id}`)
        } else Object.values(value).forEach((item) => walk(item, where))
      }
    }
    for (const entry of BUNDLED_EXPORT.entries) walk(entry.fields, entry.sys.id)
    expect(dangling).toEqual([])
  })

  it('references illustrations that exist in public/media/content with the declared size', () => {
    const files = import.meta.glob('/public/media/content/*.svg', {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>
    expect(BUNDLED_EXPORT.assets.length).toBeGreaterThanOrEqual(3)
    for (const asset of BUNDLED_EXPORT.assets) {
      const file = asset.fields.file['fi-FI']!
      expect(file.url).toMatch(/^\/media\/content\/[a-z0-9-]+\.svg$/)
      const svg = files[`/public${file.url}`]
      expect(svg, file.url).toBeDefined()
      expect(new TextEncoder().encode(svg).byteLength).toBe(file.details.size)
      expect(asset.fields.title?.['fi-FI']).toBeTruthy()
      expect(asset.fields.description?.['fi-FI']).toBeTruthy()
    }
  })

  it('parses with the field schemas the app uses, for every content type', async () => {
    const source = createLocalSource(BUNDLED_EXPORT)
    const schemas = {
      link: LinkFieldsSchema,
      footerBlock: FooterBlockFieldsSchema,
      contactInfoAcrossSite: ContactInfoFieldsSchema,
      navigationLink: ContentLinkFieldsSchema,
      contentLinkMegamenu: ContentLinkFieldsSchema,
      emergencyNotice: NoticeFieldsSchema,
      informationNotice: NoticeFieldsSchema,
      page: PageFieldsSchema,
      blogPost: BlogPostFieldsSchema,
    } as const
    for (const [type, schema] of Object.entries(schemas)) {
      const result = await source.getEntries(query({ content_type: type as keyof typeof schemas }))
      expect(result.items.length, type).toBeGreaterThan(0)
      for (const item of result.items) v.parse(entrySchema(schema), item)
    }
  })

  it('has the home page (etusivu) with a hero and content blocks, and the cookie information page', async () => {
    const source = createLocalSource(BUNDLED_EXPORT)
    const home = await source.getEntries(query({ content_type: 'page', 'fields.slug': 'etusivu' }))
    const fields = v.parse(PageFieldsSchema, home.items[0]?.fields)
    expect(fields.heroImage?.fields.file?.url).toBe('/media/content/etusivu-hylly.svg')
    expect(fields.contentBlocks.map((b) => b.fields.title)).toHaveLength(3)
    for (const block of fields.contentBlocks) {
      expect(block.fields.image?.fields.file?.url).toMatch(/^\/media\/content\//)
      expect(block.fields.link?.fields.href).toMatch(/^\//)
    }
    const cookies = await source.getEntries(
      query({ content_type: 'page', 'fields.slug': 'evasteet-ja-niiden-kayttotarkoitukset' }),
    )
    expect(cookies.items[0]?.fields.title).toBe('Evästeet ja niiden käyttötarkoitukset')
  })
})

// ---------------------------------------------------------------------------------------------
// CDA semantics of the local source, on a small hand-made export
// ---------------------------------------------------------------------------------------------

const SPACE = { sys: { type: 'Link', linkType: 'Space', id: 'fixture' } } as const
const ENV = { sys: { type: 'Link', linkType: 'Environment', id: 'master' } } as const
const link = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link', linkType, id } })

function fixtureEntry(
  contentType: string,
  id: string,
  createdAt: string,
  fields: Record<string, unknown>,
  published = true,
): ExportEntry {
  return {
    metadata: { tags: [], concepts: [] },
    sys: {
      space: SPACE,
      id,
      type: 'Entry',
      createdAt,
      updatedAt: createdAt,
      environment: ENV,
      version: published ? 2 : 1,
      ...(published
        ? { publishedVersion: 1, publishedCounter: 1, publishedAt: createdAt, firstPublishedAt: createdAt }
        : {}),
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
    },
    fields: Object.fromEntries(Object.entries(fields).map(([k, value]) => [k, { 'fi-FI': value }])),
  }
}

function fixture(): ContentfulExport {
  const base = buildContentExport()
  return {
    ...base,
    entries: [
      fixtureEntry('link', 'l1', '2026-01-01T00:00:00.000Z', {
        title: 'Yksi',
        href: '/yksi',
        visibleToLoggedOutUsers: true,
      }),
      fixtureEntry('link', 'l2', '2026-01-02T00:00:00.000Z', { title: 'Kaksi', href: '/kaksi' }),
      fixtureEntry('link', 'lDraft', '2026-01-03T00:00:00.000Z', { title: 'Luonnos', href: '/luonnos' }, false),
      // Links to a draft and to a deleted entry: both unresolvable, both removed.
      fixtureEntry('footerBlock', 'fb', '2026-01-04T00:00:00.000Z', {
        titleOfBlock: 'Lohko',
        link: [link('Entry', 'l1'), link('Entry', 'lDraft'), link('Entry', 'poistettu'), link('Entry', 'l2')],
      }),
      fixtureEntry('navigationLink', 'navGone', '2026-01-05T00:00:00.000Z', { link: link('Entry', 'poistettu') }),
      // Two pages linking to each other through their blocks: a cycle.
      fixtureEntry('page', 'pA', '2026-01-06T00:00:00.000Z', {
        title: 'A',
        slug: 'a',
        contentBlocks: [link('Entry', 'bA')],
        body: {
          nodeType: 'document',
          data: {},
          content: [
            { nodeType: 'embedded-asset-block', data: { target: link('Asset', 'assetKylmaketju') }, content: [] },
            { nodeType: 'embedded-asset-block', data: { target: link('Asset', 'eiOle') }, content: [] },
          ],
        },
      }),
      fixtureEntry('contentBlock', 'bA', '2026-01-07T00:00:00.000Z', { title: 'Lohko A', link: link('Entry', 'pA') }),
      fixtureEntry('emergencyNotice', 'nPublic', '2026-01-08T00:00:00.000Z', {
        content: { nodeType: 'document', data: {}, content: [] },
        loggedIn: false,
      }),
      fixtureEntry('emergencyNotice', 'nMembers', '2026-01-09T00:00:00.000Z', {
        content: { nodeType: 'document', data: {}, content: [] },
        loggedIn: true,
      }),
      fixtureEntry('emergencyNotice', 'nUnflagged', '2026-01-10T00:00:00.000Z', {
        content: { nodeType: 'document', data: {}, content: [] },
      }),
    ],
  }
}

describe('createLocalSource', () => {
  it('answers an entries collection with the CDA shape: single-locale fields and delivery sys', async () => {
    const result = await createLocalSource(fixture()).getEntries(query({ content_type: 'link' }))
    v.parse(EntryCollectionSchema, result)
    expect(result).toMatchObject({ sys: { type: 'Array' }, total: 2, skip: 0, limit: 100 })
    expect(result).not.toHaveProperty('includes')
    expect(result.items[0]).toEqual({
      metadata: { tags: [], concepts: [] },
      sys: {
        space: SPACE,
        id: 'l1',
        type: 'Entry',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        environment: { sys: { id: 'master', type: 'Link', linkType: 'Environment' } },
        publishedVersion: 1,
        revision: 1,
        contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'link' } },
        locale: 'fi-FI',
      },
      fields: { title: 'Yksi', href: '/yksi', visibleToLoggedOutUsers: true },
    })
  })

  it('serves published entries only (a draft in the export is not delivered)', async () => {
    const source = createLocalSource(fixture())
    const links = await source.getEntries(query({ content_type: 'link' }))
    expect(links.items.map((i) => i.sys.id)).toEqual(['l1', 'l2'])
    expect(await source.getEntry('lDraft', { include: 2, locale: 'fi-FI' })).toBeNull()
  })

  it('resolves links and removes unresolvable ones from arrays, fields and rich text', async () => {
    const source = createLocalSource(fixture())
    const block = (await source.getEntries(query({ content_type: 'footerBlock' }))).items[0]!
    expect((block.fields.link as { fields: { title: string } }[]).map((l) => l.fields.title)).toEqual(['Yksi', 'Kaksi'])
    const nav = (await source.getEntries(query({ content_type: 'navigationLink' }))).items[0]!
    expect(nav.fields).toEqual({})
    const page = (await source.getEntries(query({ content_type: 'page' }))).items[0]!
    const body = page.fields.body as {
      content: { data: { target?: { sys: { type: string }; fields: { title: string } } } }[]
    }
    expect(body.content[0]?.data.target).toMatchObject({
      sys: { type: 'Asset' },
      fields: { title: 'Kylmäketjupakkaus' },
    })
    expect(body.content[1]?.data).toEqual({})
  })

  it('resolves a cycle to the include depth only and returns plain JSON', async () => {
    const source = createLocalSource(fixture())
    const deep = (await source.getEntries(query({ content_type: 'page', include: 3 }))).items[0]!
    // pA → bA (1) → pA (2) → bA (3) → pA would be 4: removed.
    const b1 = (
      deep.fields.contentBlocks as {
        fields: { link: { fields: { contentBlocks: { fields: Record<string, unknown> }[] } } }
      }[]
    )[0]!
    const b3 = b1.fields.link.fields.contentBlocks[0]!
    expect(b3.fields.title).toBe('Lohko A')
    expect(b3.fields).not.toHaveProperty('link')
    expect(JSON.parse(JSON.stringify(deep))).toEqual(deep)

    const shallow = (await source.getEntries(query({ content_type: 'page', include: 0 }))).items[0]!
    expect(shallow.fields.contentBlocks).toEqual([])
    const one = (await source.getEntries(query({ content_type: 'page', include: 1 }))).items[0]!
    expect((one.fields.contentBlocks as { fields: Record<string, unknown> }[])[0]!.fields).toEqual({ title: 'Lohko A' })
  })

  it('filters by fields.loggedIn as the CDA does (an unset field matches neither true nor false)', async () => {
    const source = createLocalSource(fixture())
    const ids = async (loggedIn?: boolean) =>
      (await source.getEntries(query({ content_type: 'emergencyNotice', 'fields.loggedIn': loggedIn }))).items.map(
        (i) => i.sys.id,
      )
    expect(await ids(false)).toEqual(['nPublic'])
    expect(await ids(true)).toEqual(['nMembers'])
    expect(await ids()).toEqual(['nPublic', 'nMembers', 'nUnflagged'])
  })

  it('orders, skips and limits; total counts every match', async () => {
    const source = createLocalSource(BUNDLED_EXPORT)
    const mega = await source.getEntries(query({ content_type: 'contentLinkMegamenu', order: '-sys.createdAt' }))
    expect(mega.items.map((i) => i.sys.id)).toEqual(['megaKaikkiTuotteet', 'megaKylmaketju', 'megaTilaaminen'])
    const posts = await source.getEntries(
      query({ content_type: 'blogPost', order: '-fields.publishDate', limit: 2, skip: 1 }),
    )
    expect(posts).toMatchObject({ total: 3, skip: 1, limit: 2 })
    expect(posts.items.map((i) => i.fields.publishDate)).toEqual(['2026-09-08', '2026-05-12'])
    const titles = await source.getEntries(query({ content_type: 'link', order: 'fields.title', limit: 3 }))
    expect(titles.items.map((i) => i.fields.title)).toEqual(['Ajankohtaista', 'Evästeet', 'Kaikki tuotteet'])
  })

  it('changes its cache identity when the export changes', () => {
    const a = createLocalSource(BUNDLED_EXPORT).cacheId
    expect(createLocalSource(BUNDLED_EXPORT).cacheId).toBe(a)
    expect(createLocalSource(fixture()).cacheId).not.toBe(a)
  })
})
