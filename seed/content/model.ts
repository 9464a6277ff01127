/** The content model: the content types the shop reads (the allow-list of contract/schemas/content.ts). */
import type { ContentTypeField, ExportContentType } from '../../worker/content/exportFormat.ts'
import { field, image, linksToEntries, linkToEntry, richText, slugField, symbol } from './modelFields.ts'
import { publishedSys } from './space.ts'

export interface ModelSpec {
  id: string
  name: string
  description: string
  displayField: string | null
  fields: ContentTypeField[]
}

export const MODEL: ModelSpec[] = [
  {
    id: 'link',
    name: 'Linkki',
    description: 'Yksittäinen linkki alatunnisteeseen, ylävalikkoon tai megavalikkoon.',
    displayField: 'title',
    fields: [
      symbol('title', 'Teksti', { required: true }),
      symbol('href', 'Osoite', {
        required: true,
        validations: [
          { regexp: { pattern: '^(/|https://|mailto:|tel:)' }, message: 'Sisäinen polku tai https-osoite.' },
        ],
      }),
      field({ id: 'visibleToLoggedOutUsers', name: 'Näytetään kirjautumattomille', type: 'Boolean' }),
    ],
  },
  {
    id: 'footerBlock',
    name: 'Alatunnisteen lohko',
    description: 'Otsikoitu linkkilista sivun alatunnisteessa.',
    displayField: 'titleOfBlock',
    fields: [symbol('titleOfBlock', 'Otsikko', { required: true }), linksToEntries('link', 'Linkit', ['link'])],
  },
  {
    id: 'contactInfoAcrossSite',
    name: 'Yhteystiedot (koko sivusto)',
    description: 'Alatunnisteen yhteystietolohko. Sivustolla on yksi tällainen merkintä.',
    displayField: 'email',
    fields: [
      symbol('phone', 'Puhelin', { required: true }),
      symbol('email', 'Sähköposti', { required: true }),
      symbol('street', 'Katuosoite', { required: true }),
      symbol('postalCode', 'Postinumero', { required: true, validations: [{ regexp: { pattern: '^\\d{5}$' } }] }),
      symbol('city', 'Postitoimipaikka', { required: true }),
    ],
  },
  {
    id: 'navigationLink',
    name: 'Ylävalikon sisältölinkki',
    description: 'Ylätunnisteen sisältölinkit, luontijärjestyksessä.',
    displayField: null,
    fields: [linkToEntry('link', 'Linkki', ['link'], { required: true })],
  },
  {
    id: 'contentLinkMegamenu',
    name: 'Megavalikon sisältölinkki',
    description: 'Megavalikon sisältölinkit, uusin ensin.',
    displayField: null,
    fields: [linkToEntry('link', 'Linkki', ['link'], { required: true })],
  },
  {
    id: 'emergencyNotice',
    name: 'Hätätiedote',
    description: 'Kiireellinen tiedote kaikkien sivujen yläreunassa. Kirjautuneille tarkoitettua ei näytetä vieraille.',
    displayField: null,
    fields: [
      richText('content', 'Sisältö', { required: true }),
      field({ id: 'loggedIn', name: 'Vain kirjautuneille', type: 'Boolean', required: true }),
    ],
  },
  {
    id: 'informationNotice',
    name: 'Infotiedote',
    description: 'Tiedote sivujen yläreunassa. Kirjautuneille tarkoitettua ei näytetä vieraille.',
    displayField: null,
    fields: [
      richText('content', 'Sisältö', { required: true }),
      field({ id: 'loggedIn', name: 'Vain kirjautuneille', type: 'Boolean', required: true }),
    ],
  },
  {
    id: 'page',
    name: 'Sisältösivu',
    description: 'Sisältösivu osoitteessa /{slug}; etusivu on slug "etusivu".',
    displayField: 'title',
    fields: [
      symbol('title', 'Otsikko', { required: true }),
      slugField(),
      field({ id: 'lead', name: 'Ingressi', type: 'Text' }),
      field({ id: 'description', name: 'Kuvaus hakukoneille', type: 'Text', validations: [{ size: { max: 160 } }] }),
      image('heroImage', 'Pääkuva'),
      richText('body', 'Leipäteksti'),
      linksToEntries('contentBlocks', 'Sisältölohkot', ['contentBlock']),
    ],
  },
  {
    id: 'contentBlock',
    name: 'Sisältölohko',
    description: 'Kuva, otsikko, lyhyt teksti ja linkki; käytetään sisältösivujen lohkoissa.',
    displayField: 'title',
    fields: [
      symbol('title', 'Otsikko', { required: true }),
      richText('body', 'Teksti'),
      image('image', 'Kuva'),
      linkToEntry('link', 'Linkki', ['link']),
    ],
  },
  {
    id: 'blogPost',
    name: 'Blogikirjoitus',
    description: 'Ajankohtaista-osion kirjoitus osoitteessa /blog/{slug}.',
    displayField: 'title',
    fields: [
      symbol('title', 'Otsikko', { required: true }),
      slugField(),
      field({ id: 'publishDate', name: 'Julkaisupäivä', type: 'Date', required: true }),
      field({ id: 'excerpt', name: 'Tiivistelmä', type: 'Text', validations: [{ size: { max: 300 } }] }),
      image('heroImage', 'Pääkuva'),
      richText('body', 'Leipäteksti', { required: true }),
    ],
  },
]

export const MODEL_CREATED = '2026-01-12T09:00:00.000Z'

export function contentTypes(): ExportContentType[] {
  return MODEL.map((spec) => ({
    sys: { ...publishedSys(spec.id, 'ContentType', MODEL_CREATED), type: 'ContentType' },
    displayField: spec.displayField,
    name: spec.name,
    description: spec.description,
    fields: spec.fields,
  }))
}
