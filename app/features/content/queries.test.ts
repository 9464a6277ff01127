import * as v from 'valibot'
import { expect, it } from 'vitest'
import { LinkListSchema, linksFor } from './queries'

/** A link entry as Contentful's CDA returns it with include=2: resolved, with all its metadata. */
const linkEntry = (id: string, title: string, href: string, visibleToLoggedOutUsers?: boolean) => ({
  metadata: { tags: [] },
  sys: {
    space: { sys: { type: 'Link', linkType: 'Space', id: 'abc123' } },
    id,
    type: 'Entry',
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    environment: { sys: { id: 'master', type: 'Link', linkType: 'Environment' } },
    revision: 3,
    contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'link' } },
    locale: 'fi',
  },
  fields: { title, href, ...(visibleToLoggedOutUsers === undefined ? {} : { visibleToLoggedOutUsers }) },
})

it('keeps only the fields of resolved links and drops unresolved ones', () => {
  const links = v.parse(LinkListSchema, [
    linkEntry('l1', 'Toimitusehdot', '/toimitusehdot', true),
    { sys: { type: 'Link', linkType: 'Entry', id: 'missing' } },
    linkEntry('l2', 'Hinnasto', '/hinnasto'),
  ])
  expect(links).toEqual([
    { title: 'Toimitusehdot', href: '/toimitusehdot', visibleToLoggedOutUsers: true },
    { title: 'Hinnasto', href: '/hinnasto', visibleToLoggedOutUsers: false },
  ])
})

it('shows guests only the links flagged for them, customers all', () => {
  const links = v.parse(LinkListSchema, [
    linkEntry('l1', 'Toimitusehdot', '/toimitusehdot', true),
    linkEntry('l2', 'Hinnasto', '/hinnasto'),
  ])
  expect(linksFor(links, null).map((l) => l.href)).toEqual(['/toimitusehdot'])
  expect(linksFor(links, { scope: [] }).map((l) => l.href)).toEqual(['/toimitusehdot', '/hinnasto'])
})

it('shows customers no link to a guest-only page such as the registration', () => {
  const links = v.parse(LinkListSchema, [
    linkEntry('l1', 'Rekisteröidy asiakkaaksi', '/account/register', true),
    linkEntry('l2', 'Toimitusehdot', '/toimitusehdot', true),
    linkEntry('l3', 'Unohtuiko salasana?', '/account/forgot-password?from=footer', true),
  ])
  expect(linksFor(links, null).map((l) => l.title)).toEqual([
    'Rekisteröidy asiakkaaksi',
    'Toimitusehdot',
    'Unohtuiko salasana?',
  ])
  expect(linksFor(links, { scope: ['orders'] }).map((l) => l.title)).toEqual(['Toimitusehdot'])
})

it('shows customers no link to an account page their scope does not open (docs/decisions/049-offer-only-what-is-allowed.md)', () => {
  const links = v.parse(LinkListSchema, [
    linkEntry('l1', 'Tilaushistoria', '/account/order'),
    linkEntry('l2', 'Laskut', '/account/invoice'),
    linkEntry('l3', 'Ostoslistat', '/account/shoppinglist'),
    linkEntry('l4', 'Kaikki tuotteet', '/category/kaikki-tuotteet'),
  ])
  expect(linksFor(links, { scope: ['invoices'] }).map((l) => l.title)).toEqual(['Laskut', 'Kaikki tuotteet'])
  expect(linksFor(links, { scope: ['orders', 'shoppinglists'] }).map((l) => l.title)).toEqual([
    'Tilaushistoria',
    'Ostoslistat',
    'Kaikki tuotteet',
  ])
})
