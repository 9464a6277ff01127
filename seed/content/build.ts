/**
 * The shop's content as a `contentful space export` file (seed/content/export.json): content
 * model, editor interfaces, entries, assets and the one locale, fi-FI. Ops can load it into a
 * space with `contentful space import --content-file seed/content/export.json`; the worker's
 * local content source (worker/content/local.ts) serves it when CONTENT_SOURCE is "local".
 *
 * Pure: no file system, so the worker tests can check the committed JSON against it.
 */
import type {
  ContentfulExport,
  ContentTypeField,
  ExportAsset,
  ExportContentType,
  ExportEditorInterface,
  ExportEntry,
  ExportLocale,
  ExportSys,
  Link,
  RichTextDocument,
} from './format.ts'
import { contentMedia } from './media.ts'
import { bold, doc, embeddedAsset, h2, h3, hyperlink, ol, p, ul } from './richText.ts'

export const SPACE_ID = 'vettarvike01'
export const ENVIRONMENT_ID = 'master'
export const LOCALE = 'fi-FI'
/** Where the illustrations are served from (public/media/content/). */
export const MEDIA_PATH = '/media/content/'

const space: Link<'Space'> = { sys: { type: 'Link', linkType: 'Space', id: SPACE_ID } }
const environment: Link<'Environment'> = { sys: { type: 'Link', linkType: 'Environment', id: ENVIRONMENT_ID } }
const editor: Link<'User'> = { sys: { type: 'Link', linkType: 'User', id: '3nSisaltoTiimi' } }

const entryLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } })
const assetLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } })

/**
 * System fields as the Management API reports a published entity: created (version 1),
 * published (version 2, publishedVersion 1); every later edit + publish adds two versions.
 */
function publishedSys(id: string, type: string, createdAt: string, updatedAt = createdAt): ExportSys {
  const publishes = updatedAt === createdAt ? 1 : 2
  return {
    space,
    id,
    type,
    createdAt,
    updatedAt,
    environment,
    createdBy: editor,
    updatedBy: editor,
    publishedVersion: publishes * 2 - 1,
    publishedAt: updatedAt,
    firstPublishedAt: createdAt,
    publishedCounter: publishes,
    publishedBy: editor,
    version: publishes * 2,
  }
}

const localized = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, { [LOCALE]: value }]),
  )

// ---------------------------------------------------------------------------------------------
// Content model
// ---------------------------------------------------------------------------------------------

type FieldSpec = Partial<ContentTypeField> & Pick<ContentTypeField, 'id' | 'name' | 'type'>

const field = (spec: FieldSpec): ContentTypeField => ({
  localized: false,
  required: false,
  validations: [],
  disabled: false,
  omitted: false,
  ...spec,
})
const symbol = (id: string, name: string, extra: Partial<ContentTypeField> = {}) =>
  field({ id, name, type: 'Symbol', ...extra })
const slugField = () =>
  symbol('slug', 'Osoite (slug)', {
    required: true,
    validations: [
      { unique: true },
      {
        regexp: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
        message: 'Vain pieniä kirjaimia a–z, numeroita ja väliviivoja.',
      },
    ],
  })
const richText = (id: string, name: string, extra: Partial<ContentTypeField> = {}) =>
  field({
    id,
    name,
    type: 'RichText',
    validations: [
      {
        enabledNodeTypes: [
          'heading-2',
          'heading-3',
          'ordered-list',
          'unordered-list',
          'hr',
          'blockquote',
          'embedded-asset-block',
          'hyperlink',
        ],
      },
      { enabledMarks: ['bold', 'italic', 'underline'] },
    ],
    ...extra,
  })
const linkToEntry = (id: string, name: string, contentTypes: string[], extra: Partial<ContentTypeField> = {}) =>
  field({ id, name, type: 'Link', linkType: 'Entry', validations: [{ linkContentType: contentTypes }], ...extra })
const linksToEntries = (id: string, name: string, contentTypes: string[]) =>
  field({
    id,
    name,
    type: 'Array',
    items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: contentTypes }] },
  })
const image = (id: string, name: string) =>
  field({ id, name, type: 'Link', linkType: 'Asset', validations: [{ linkMimetypeGroup: ['image'] }] })

interface ModelSpec {
  id: string
  name: string
  description: string
  displayField: string | null
  fields: ContentTypeField[]
}

const MODEL: ModelSpec[] = [
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

const MODEL_CREATED = '2026-01-12T09:00:00.000Z'

function contentTypes(): ExportContentType[] {
  return MODEL.map((spec) => ({
    sys: { ...publishedSys(spec.id, 'ContentType', MODEL_CREATED), type: 'ContentType' },
    displayField: spec.displayField,
    name: spec.name,
    description: spec.description,
    fields: spec.fields,
  }))
}

const WIDGETS: Record<ContentTypeField['type'], string> = {
  Symbol: 'singleLine',
  Text: 'multipleLine',
  RichText: 'richTextEditor',
  Boolean: 'boolean',
  Date: 'datePicker',
  Link: 'entryLinkEditor',
  Array: 'entryLinksEditor',
  Integer: 'numberEditor',
  Number: 'numberEditor',
  Location: 'locationEditor',
  Object: 'objectEditor',
}

function widgetFor(f: ContentTypeField): string {
  if (f.id === 'slug') return 'slugEditor'
  if (f.type === 'Link' && f.linkType === 'Asset') return 'assetLinkEditor'
  return WIDGETS[f.type]
}

function editorInterfaces(): ExportEditorInterface[] {
  return MODEL.map((spec) => ({
    sys: {
      id: 'default',
      type: 'EditorInterface',
      space,
      version: 2,
      createdAt: MODEL_CREATED,
      createdBy: editor,
      updatedAt: MODEL_CREATED,
      updatedBy: editor,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: spec.id } },
      environment,
    },
    controls: spec.fields.map((f) => ({
      fieldId: f.id,
      widgetId: widgetFor(f),
      widgetNamespace: 'builtin',
      ...(f.type === 'Date' ? { settings: { format: 'dateonly', ampm: '24' } } : {}),
    })),
  }))
}

function locales(): ExportLocale[] {
  return [
    {
      name: 'Finnish (Finland)',
      code: LOCALE,
      fallbackCode: null,
      default: true,
      contentManagementApi: true,
      contentDeliveryApi: true,
      optional: false,
      sys: {
        type: 'Locale',
        id: '2fiFiOletus',
        version: 1,
        space,
        environment,
        createdBy: editor,
        createdAt: MODEL_CREATED,
        updatedBy: editor,
        updatedAt: MODEL_CREATED,
      },
    },
  ]
}

// ---------------------------------------------------------------------------------------------
// Assets
// ---------------------------------------------------------------------------------------------

const ASSET_TEXT: Record<string, { id: string; title: string; description: string; createdAt: string }> = {
  'etusivu-hylly.svg': {
    id: 'assetEtusivuHylly',
    title: 'Klinikan tarvikehylly',
    description: 'Piirroskuva hyllystä, jossa on tarvikepakkauksia, lääkepulloja, rokotepulloja ja kylmälaatikko.',
    createdAt: '2026-01-20T10:00:00.000Z',
  },
  'kylmaketju.svg': {
    id: 'assetKylmaketju',
    title: 'Kylmäketjupakkaus',
    description: 'Lämpöeristetty laatikko, jossa on kylmäelementit, rokotepulloja ja lämpömittari.',
    createdAt: '2026-01-20T10:05:00.000Z',
  },
  'toimitus.svg': {
    id: 'assetToimitus',
    title: 'Toimitus matkalla',
    description: 'Pakettiauto ja tarvikepaketteja matkalla klinikalle.',
    createdAt: '2026-01-20T10:10:00.000Z',
  },
  'ostoslistat.svg': {
    id: 'assetOstoslistat',
    title: 'Ostoslista',
    description: 'Kirjoitusalusta, jonka tarkistuslistassa on rastitettuja rivejä, sekä tarvikepakkaus.',
    createdAt: '2026-01-20T10:15:00.000Z',
  },
}

function assets(): ExportAsset[] {
  const encoder = new TextEncoder()
  return contentMedia().map((media) => {
    const meta = ASSET_TEXT[media.fileName]
    if (!meta) throw new Error(`no asset text for ${media.fileName}`)
    return {
      metadata: { tags: [], concepts: [] },
      sys: { ...publishedSys(meta.id, 'Asset', meta.createdAt), type: 'Asset' },
      fields: {
        title: { [LOCALE]: meta.title },
        description: { [LOCALE]: meta.description },
        file: {
          [LOCALE]: {
            url: `${MEDIA_PATH}${media.fileName}`,
            details: {
              size: encoder.encode(media.svg).byteLength,
              image: { width: media.width, height: media.height },
            },
            fileName: media.fileName,
            contentType: 'image/svg+xml',
          },
        },
      },
    }
  })
}

// ---------------------------------------------------------------------------------------------
// Entries
// ---------------------------------------------------------------------------------------------

const entries: ExportEntry[] = []

function entry(
  contentType: string,
  id: string,
  createdAt: string,
  fields: Record<string, unknown>,
  updatedAt = createdAt,
): string {
  entries.push({
    metadata: { tags: [], concepts: [] },
    sys: {
      ...publishedSys(id, 'Entry', createdAt, updatedAt),
      type: 'Entry',
      automationTags: [],
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
    },
    fields: localized(fields),
  })
  return id
}

const at = (date: string, time = '09:00') => `${date}T${time}:00.000Z`

const CONTACT = {
  phone: '020 734 5600',
  phoneUri: 'tel:+358207345600',
  email: 'asiakaspalvelu@vettarvike.fi',
  billingEmail: 'laskutus@vettarvike.fi',
  street: 'Tiilitie 6 B',
  postalCode: '01720',
  city: 'Vantaa',
}
const mail = (address: string) => hyperlink(`mailto:${address}`, address)

function links() {
  const link = (id: string, title: string, href: string, visibleToLoggedOutUsers: boolean, minute: number) =>
    entry('link', id, at('2026-01-21', `08:${String(minute).padStart(2, '0')}`), {
      title,
      href,
      visibleToLoggedOutUsers,
    })
  return {
    yhteystiedot: link('linkYhteystiedot', 'Yhteystiedot', '/yhteystiedot', true, 1),
    tilaaminen: link('linkTilaaminen', 'Tilaaminen ja toimitus', '/tilaaminen-ja-toimitus', true, 2),
    kylmaketju: link('linkKylmaketju', 'Rokotteet ja kylmätuotteet', '/kylmaketjutoimitukset', true, 3),
    palautukset: link('linkPalautukset', 'Palautukset ja reklamaatiot', '/palautukset-ja-reklamaatiot', true, 4),
    maksutavat: link('linkMaksutavat', 'Maksutavat ja laskutus', '/maksutavat-ja-laskutus', true, 5),
    rekisteroidy: link('linkRekisteroidy', 'Rekisteröidy asiakkaaksi', '/account/register', true, 6),
    kaikkiTuotteet: link('linkKaikkiTuotteet', 'Kaikki tuotteet', '/category/kaikki-tuotteet', false, 7),
    tilaushistoria: link('linkTilaushistoria', 'Tilaushistoria', '/account/order', false, 8),
    laskut: link('linkLaskut', 'Laskut', '/account/invoice', false, 9),
    ostoslistat: link('linkOstoslistat', 'Ostoslistat', '/account/shoppinglist', false, 10),
    tietoaMeista: link('linkTietoaMeista', 'Tietoa meistä', '/tietoa-meista', true, 11),
    ajankohtaista: link('linkAjankohtaista', 'Ajankohtaista', '/blog', true, 12),
    toimitusehdot: link('linkToimitusehdot', 'Toimitusehdot', '/toimitusehdot', true, 13),
    tietosuoja: link('linkTietosuoja', 'Tietosuojaseloste', '/tietosuojaseloste', true, 14),
    evasteet: link('linkEvasteet', 'Evästeet', '/evasteet-ja-niiden-kayttotarkoitukset', true, 15),
  }
}

function navigation(l: ReturnType<typeof links>) {
  entry('footerBlock', 'footerAsiakaspalvelu', at('2026-01-22', '09:00'), {
    titleOfBlock: 'Asiakaspalvelu',
    link: [l.yhteystiedot, l.tilaaminen, l.kylmaketju, l.palautukset, l.maksutavat].map(entryLink),
  })
  entry('footerBlock', 'footerOmaAsiointi', at('2026-01-22', '09:05'), {
    titleOfBlock: 'Oma asiointi',
    link: [l.rekisteroidy, l.kaikkiTuotteet, l.tilaushistoria, l.laskut, l.ostoslistat].map(entryLink),
  })
  entry('footerBlock', 'footerVetTarvike', at('2026-01-22', '09:10'), {
    titleOfBlock: 'VetTarvike',
    link: [l.tietoaMeista, l.ajankohtaista, l.toimitusehdot, l.tietosuoja, l.evasteet].map(entryLink),
  })

  entry('contactInfoAcrossSite', 'contactInfo', at('2026-01-22', '09:20'), {
    phone: CONTACT.phone,
    email: CONTACT.email,
    street: CONTACT.street,
    postalCode: CONTACT.postalCode,
    city: CONTACT.city,
  })

  entry('navigationLink', 'navTilaaminen', at('2026-01-23', '08:00'), { link: entryLink(l.tilaaminen) })
  entry('navigationLink', 'navKylmaketju', at('2026-01-23', '08:01'), { link: entryLink(l.kylmaketju) })
  entry('navigationLink', 'navAjankohtaista', at('2026-01-23', '08:02'), { link: entryLink(l.ajankohtaista) })
  entry('navigationLink', 'navYhteystiedot', at('2026-01-23', '08:03'), { link: entryLink(l.yhteystiedot) })

  // Shown newest first (spec §7): the product link was added last and leads the menu.
  entry('contentLinkMegamenu', 'megaTilaaminen', at('2026-01-23', '09:00'), { link: entryLink(l.tilaaminen) })
  entry('contentLinkMegamenu', 'megaKylmaketju', at('2026-02-02', '09:00'), { link: entryLink(l.kylmaketju) })
  entry('contentLinkMegamenu', 'megaKaikkiTuotteet', at('2026-03-16', '09:00'), { link: entryLink(l.kaikkiTuotteet) })
}

function notices() {
  entry('emergencyNotice', 'emergencyJoulu2026', at('2026-11-16', '07:30'), {
    content: doc(
      p(
        bold('Joulun poikkeusaikataulut: '),
        'viimeinen kylmäketjukuljetus ennen joulua lähtee tiistaina 22.12. klo 12 mennessä tehdyistä tilauksista. ',
        hyperlink('/blog/joulun-toimitusaikataulut-2026', 'Katso kaikki lähtöpäivät'),
        '.',
      ),
    ),
    loggedIn: false,
  })
  entry(
    'emergencyNotice',
    'emergencyRokotesaatavuus',
    at('2026-11-18', '06:45'),
    {
      content: doc(
        p(
          bold('Saatavuushäiriö: '),
          'koirien yhdistelmärokotteiden toimituksissa on valmistajasta johtuvia viiveitä. Toimitamme tilaukset saapumisjärjestyksessä, ja arvioimme tilanteen normalisoituvan viikolla 50. Asiakaspalvelu auttaa korvaavan valmisteen valinnassa numerossa ',
          hyperlink(CONTACT.phoneUri, CONTACT.phone),
          '.',
        ),
      ),
      loggedIn: true,
    },
    at('2026-11-19', '07:10'),
  )
  entry('informationNotice', 'infoAmmattilaisille', at('2026-02-01', '08:00'), {
    content: doc(
      p(
        'Verkkokauppa on tarkoitettu eläinlääkäriasemille, apteekeille ja muille alan ammattilaisille. ',
        hyperlink('/account/login', 'Kirjaudu sisään'),
        ' nähdäksesi tuotteet ja sopimushintasi, tai ',
        hyperlink('/account/register', 'rekisteröidy asiakkaaksi'),
        '.',
      ),
    ),
    loggedIn: false,
  })
  entry('informationNotice', 'infoIlmainenToimitus', at('2026-05-12', '08:00'), {
    content: doc(
      p(
        bold('Ilmainen toimitus'),
        ' kaikkiin yli 300 € (alv 0 %) tilauksiin. Tallenna usein tilatut tuotteet ',
        hyperlink('/account/shoppinglist', 'ostoslistaksi'),
        ', niin viikkotilaus syntyy muutamalla napautuksella.',
      ),
    ),
    loggedIn: true,
  })
}

function contentBlocks(l: ReturnType<typeof links>) {
  return [
    entry('contentBlock', 'blockTilausajat', at('2026-01-26', '10:00'), {
      title: 'Tilaa arkisin klo 14 mennessä',
      body: doc(
        p(
          'Klo 14 mennessä tehdyt tilaukset lähtevät samana päivänä, ja ne ovat perillä yleensä seuraavana arkipäivänä. Yli 300 € (alv 0 %) tilaukset toimitamme ilman toimituskuluja.',
        ),
      ),
      image: assetLink('assetToimitus'),
      link: entryLink(l.tilaaminen),
    }),
    entry('contentBlock', 'blockKylmaketju', at('2026-01-26', '10:05'), {
      title: 'Rokotteet katkeamattomassa kylmäketjussa',
      body: doc(
        p(
          'Pakkaamme kylmätuotteet validoituihin lämpölaatikoihin, jotka pitävät lämpötilan +2…+8 °C:ssa vähintään 48 tuntia. Kylmäkuljetukset lähtevät maanantaista keskiviikkoon.',
        ),
      ),
      image: assetLink('assetKylmaketju'),
      link: entryLink(l.kylmaketju),
    }),
    entry('contentBlock', 'blockSopimushinnat', at('2026-01-26', '10:10'), {
      title: 'Sopimushinnat ja ostoslistat',
      body: doc(
        p(
          'Kirjautuneena näet oman sopimushintasi jokaisen tuotteen kohdalla ja voit tallentaa usein tilatut tuotteet ostoslistoiksi koko klinikan käyttöön.',
        ),
      ),
      image: assetLink('assetOstoslistat'),
      link: entryLink(l.rekisteroidy),
    }),
  ]
}

function page(
  id: string,
  slug: string,
  createdAt: string,
  fields: {
    title: string
    lead: string
    description: string
    body: RichTextDocument
    heroImage?: string
    blocks?: string[]
  },
  updatedAt?: string,
) {
  entry(
    'page',
    id,
    createdAt,
    {
      title: fields.title,
      slug,
      lead: fields.lead,
      description: fields.description,
      heroImage: fields.heroImage ? assetLink(fields.heroImage) : undefined,
      body: fields.body,
      contentBlocks: fields.blocks?.map(entryLink),
    },
    updatedAt,
  )
}

function pages(blocks: string[]) {
  page(
    'pageEtusivu',
    'etusivu',
    at('2026-01-27', '08:00'),
    {
      title: 'Tarvikkeet klinikallesi, sopimushinnoin',
      lead: 'Lääkkeet, rokotteet, hoitotarvikkeet, instrumentit ja laboratoriotuotteet eläinlääkäriasemille ja apteekeille. Arkisin klo 14 mennessä tehdyt tilaukset lähtevät samana päivänä.',
      description:
        'VetTarvike on eläinlääkintä- ja hoitotarvikkeiden verkkokauppa ammattilaisille: sopimushinnat, ostoslistat ja rokotteet kylmäketjussa.',
      heroImage: 'assetEtusivuHylly',
      body: doc(
        p(
          'VetTarvike palvelee eläinlääkäriasemia, eläinsairaaloita ja apteekkeja koko Suomessa. Valikoimassamme on yli 20 000 tuotetta lääkkeistä ja rokotteista sidetarvikkeisiin, instrumentteihin ja erikoisruokintaan.',
        ),
        p(
          'Asiakkaana näet sopimushintasi heti kirjauduttuasi, tilaat koko klinikan tarpeet yhdellä kertaa ja löydät tilaukset ja laskut samasta paikasta. ',
          hyperlink('/account/register', 'Rekisteröidy asiakkaaksi'),
          ' – käsittelemme hakemukset yhden arkipäivän kuluessa.',
        ),
      ),
      blocks,
    },
    at('2026-11-16', '08:00'),
  )

  page('pageTilaaminen', 'tilaaminen-ja-toimitus', at('2026-01-27', '09:00'), {
    title: 'Tilaaminen ja toimitus',
    lead: 'Arkisin klo 14 mennessä tehdyt tilaukset lähtevät samana päivänä. Toimitamme koko Manner-Suomeen yleensä 1–2 arkipäivässä.',
    description:
      'Tilausajat, toimitusajat ja toimituskulut: arkisin klo 14 mennessä tehdyt tilaukset lähtevät samana päivänä.',
    heroImage: 'assetToimitus',
    body: doc(
      h2('Tilausajat'),
      ul(
        [bold('Tavalliset tuotteet: '), 'arkisin klo 14 mennessä tehdyt tilaukset lähtevät samana päivänä.'],
        [
          bold('Rokotteet ja muut kylmäketjutuotteet: '),
          'tilaa maanantaista keskiviikkoon klo 12 mennessä. Kylmäkuljetukset lähtevät vain näinä päivinä, jotta lähetys ei jää viikonlopuksi kuljetukseen.',
        ],
        'Viikonloppuna ja arkipyhinä tehdyt tilaukset käsitellään seuraavana arkipäivänä.',
      ),
      h2('Toimitusajat'),
      p(
        'Pienet lähetykset toimitetaan pakettina suoraan klinikalle, suuret tilaukset lavarahtina. Saat lähetyksen seurantalinkin sähköpostiisi, kun tilaus lähtee varastoltamme.',
      ),
      ul(
        'Etelä- ja Keski-Suomi: yleensä seuraavana arkipäivänä.',
        'Pohjois-Suomi ja saaristo: 1–3 arkipäivää.',
        'Ahvenanmaa: toimitusaika ja tulliselvitys sovitaan erikseen asiakaspalvelun kanssa.',
      ),
      h2('Toimituskulut'),
      p(
        'Yli 300 € (alv 0 %) tilaukset toimitamme ilman toimituskuluja. Pienempiin tilauksiin lisätään toimitusmaksu 12,90 € (alv 0 %). Kylmäketjutoimituksiin lisätään kylmäpakkausmaksu 9,90 € (alv 0 %) tilauksen koosta riippumatta.',
      ),
      h2('Tilauksen seuranta'),
      p(
        'Tilauksen tila näkyy Oma tili -sivun tilaushistoriassa. Jos tilauksessa on jälkitoimitettavia tuotteita, toimitamme ne ilman lisäkuluja heti kun ne saapuvat varastoomme.',
      ),
      p(
        'Katso myös ',
        hyperlink('/kylmaketjutoimitukset', 'rokotteiden ja kylmätuotteiden toimitus'),
        ' sekä ',
        hyperlink('/palautukset-ja-reklamaatiot', 'palautukset ja reklamaatiot'),
        '.',
      ),
    ),
  })

  page(
    'pageKylmaketju',
    'kylmaketjutoimitukset',
    at('2026-01-27', '10:00'),
    {
      title: 'Rokotteiden ja kylmätuotteiden toimitus',
      lead: 'Rokotteet, insuliinit ja muut jääkaapissa säilytettävät valmisteet toimitetaan katkeamattomassa kylmäketjussa +2…+8 °C.',
      description:
        'Näin toimitamme rokotteet ja muut kylmätuotteet +2…+8 °C kylmäketjussa, ja näin toimit vastaanotossa.',
      heroImage: 'assetKylmaketju',
      body: doc(
        p(
          'Kylmäketjun katkeamattomuus on rokotteen tehon edellytys. Pakkaamme kylmätuotteet validoituihin lämpöeristettyihin laatikoihin, joissa on esijäähdytetyt kylmäelementit. Pakkaus pitää lämpötilan +2…+8 °C:ssa vähintään 48 tuntia myös kesähelteillä ja talvipakkasilla.',
        ),
        embeddedAsset('assetKylmaketju'),
        h2('Milloin kylmätuotteet lähtevät'),
        ul(
          'Kylmäkuljetukset lähtevät maanantaista keskiviikkoon, kun tilaus on tehty klo 12 mennessä.',
          'Torstaina ja perjantaina tehdyt kylmätuotetilaukset lähtevät seuraavana maanantaina.',
          'Arkipyhien viikoilla lähtöpäivät voivat muuttua: kerromme niistä tiedotteissa ja Ajankohtaista-osiossa.',
        ),
        h2('Näin toimit vastaanotossa'),
        ol(
          'Ota lähetys vastaan heti ja avaa se saman päivän aikana.',
          'Tarkista lämpötilan ilmaisin tai lämpötilaloggeri ennen kuin siirrät valmisteet jääkaappiin.',
          'Siirrä valmisteet viipymättä jääkaappiin, jonka lämpötila on +2…+8 °C.',
          'Jos ilmaisin näyttää poikkeamaa tai pakkaus on vaurioitunut, älä ota valmisteita käyttöön. Säilytä ne erillään jääkaapissa ja ilmoita poikkeamasta asiakaspalveluun 24 tunnin kuluessa.',
        ),
        h2('Palautukset ja poikkeamat'),
        p(
          'Kylmäketjutuotteita ei voi palauttaa, koska niiden säilytysolosuhteita ei voida todentaa toimituksen jälkeen. Kuljetuksessa vaurioituneet tai lämpötilapoikkeaman saaneet tuotteet korvaamme reklamaation perusteella, ja lähetämme korvaavat tuotteet ensimmäisessä mahdollisessa kylmäkuljetuksessa.',
        ),
        p(
          'Lämpölaatikot ja kylmäelementit voit antaa kuljettajalle seuraavan toimituksen yhteydessä: käytämme ne uudelleen tai kierrätämme ne.',
        ),
      ),
    },
    at('2026-09-08', '08:00'),
  )

  page('pagePalautukset', 'palautukset-ja-reklamaatiot', at('2026-01-27', '11:00'), {
    title: 'Palautukset ja reklamaatiot',
    lead: 'Avaamattomat tuotteet voi palauttaa 14 päivän kuluessa toimituksesta, kun palautuksesta on sovittu etukäteen.',
    description: 'Palautusoikeus, palautuksen hyvitys ja reklamaatiot: näin toimit, jos toimituksessa on virhe.',
    body: doc(
      h2('Palautusoikeus'),
      p(
        'Voit palauttaa avaamattomat ja myyntikuntoiset tuotteet alkuperäispakkauksessaan 14 päivän kuluessa toimituksesta. Sovi palautuksesta aina ensin asiakaspalvelun kanssa: saat palautusnumeron ja ohjeet lähetyksen merkitsemiseen.',
      ),
      p(bold('Palautusoikeus ei koske')),
      ul(
        'lääkkeitä ja rokotteita, joita ei lääketurvallisuuden vuoksi voi palauttaa myyntiin',
        'kylmäketjussa toimitettuja tuotteita',
        'asiakkaalle erikseen tilattuja tuotteita',
        'steriilejä tuotteita, joiden pakkaus on avattu tai vaurioitunut.',
      ),
      h2('Palautuksen hyvitys'),
      p(
        'Hyvitämme palautetut tuotteet, kun ne on tarkastettu varastollamme. Palautuksista veloitetaan käsittelymaksu 15 % tuotteiden arvosta (vähintään 10 €), ellei palautus johdu meidän virheestämme.',
      ),
      h2('Reklamaatiot'),
      p(
        'Tarkista lähetys heti vastaanotettaessa. Ilmoita kuljetusvaurioista, puuttuvista tuotteista ja virheellisistä toimituksista 8 päivän kuluessa toimituksesta ja kylmäketjutuotteiden lämpötilapoikkeamista 24 tunnin kuluessa. Liitä ilmoitukseen tilausnumero ja tarvittaessa valokuva vauriosta.',
      ),
      p(
        'Reklamaation voit tehdä sähköpostitse osoitteeseen ',
        mail(CONTACT.email),
        ' tai puhelimitse numeroon ',
        hyperlink(CONTACT.phoneUri, CONTACT.phone),
        ' arkisin klo 8–16.',
      ),
    ),
  })

  page('pageMaksutavat', 'maksutavat-ja-laskutus', at('2026-01-27', '12:00'), {
    title: 'Maksutavat ja laskutus',
    lead: 'Yritysasiakkaamme maksavat laskulla. Maksuehto on 14 päivää netto.',
    description: 'Laskutus, verkkolasku, maksuehdot ja laskut verkkokaupassa.',
    body: doc(
      h2('Lasku'),
      p(
        'Kaikki tilaukset laskutetaan asiakkuuden avaamisen yhteydessä sovitulla tavalla. Maksuehto on 14 päivää netto, ellei toisin ole sovittu. Viivästyneistä maksuista perimme korkolain mukaisen viivästyskoron.',
      ),
      h2('Verkkolasku ja sähköpostilasku'),
      p(
        'Suosittelemme verkkolaskua. Lähetä verkkolaskuosoitteesi ja välittäjän tunnus osoitteeseen ',
        mail(CONTACT.billingEmail),
        ', niin päivitämme ne asiakkuuteesi. Laskun saa myös PDF-tiedostona sähköpostiin.',
      ),
      h2('Hinnat'),
      p(
        'Verkkokaupan hinnat näytetään ilman arvonlisäveroa (alv 0 %). Ostoskori ja lasku lisäävät arvonlisäveron kunkin tuoteryhmän verokannan mukaan.',
      ),
      h2('Laskut verkkokaupassa'),
      p(
        'Kirjautuneena näet klinikkasi laskut ja niiden maksutilanteen Oma tili -sivun kohdassa Laskut. Käyttöoikeuksista riippuen laskut näkyvät kaikille klinikan käyttäjille tai vain pääkäyttäjälle.',
      ),
    ),
  })

  page('pageToimitusehdot', 'toimitusehdot', at('2026-01-27', '13:00'), {
    title: 'Toimitusehdot',
    lead: 'Nämä ehdot koskevat yritysasiakkaiden tilauksia VetTarvikkeen verkkokaupasta.',
    description: 'VetTarvike Oy:n verkkokaupan toimitusehdot yritysasiakkaille.',
    body: doc(
      h2('1. Soveltaminen'),
      p(
        'Ehtoja sovelletaan VetTarvike Oy:n ja yritysasiakkaan väliseen kauppaan verkkokaupassa. Verkkokauppa on tarkoitettu ammattikäyttäjille: eläinlääkäriasemille, apteekeille ja muille eläinten hoitoa ammatikseen harjoittaville yrityksille.',
      ),
      h2('2. Asiakkuus'),
      p(
        'Asiakkuus avataan rekisteröitymisen ja hyväksyntämme jälkeen. Lääkkeitä myymme vain toimijoille, joilla on oikeus niiden hankintaan. Asiakas vastaa siitä, että verkkokaupan käyttäjätunnukset ovat vain valtuutettujen henkilöiden käytössä.',
      ),
      h2('3. Hinnat'),
      p(
        'Hinnat ovat euroja ilman arvonlisäveroa. Kirjautunut asiakas näkee sopimushintansa. Tilaukseen sovelletaan tilaushetken hintaa.',
      ),
      h2('4. Toimitus ja vaaranvastuu'),
      p(
        'Tavallinen toimitusaika on 1–2 arkipäivää. Vaaranvastuu siirtyy asiakkaalle, kun lähetys on luovutettu asiakkaalle. Toimitusajoista kerrotaan tarkemmin sivulla ',
        hyperlink('/tilaaminen-ja-toimitus', 'Tilaaminen ja toimitus'),
        '.',
      ),
      h2('5. Maksuehdot'),
      p('Maksuehto on 14 päivää netto laskun päiväyksestä, ellei toisin ole sovittu.'),
      h2('6. Palautukset ja reklamaatiot'),
      p(
        'Palautuksiin ja reklamaatioihin sovelletaan sivun ',
        hyperlink('/palautukset-ja-reklamaatiot', 'Palautukset ja reklamaatiot'),
        ' ohjeita.',
      ),
      h2('7. Ylivoimainen este'),
      p(
        'Emme vastaa viivästyksistä, jotka johtuvat vaikutusmahdollisuuksiemme ulkopuolella olevista syistä, kuten valmistajan toimitushäiriöistä, viranomaismääräyksistä tai kuljetusalan lakoista.',
      ),
      h2('8. Sovellettava laki'),
      p(
        'Sopimukseen sovelletaan Suomen lakia. Erimielisyydet pyritään ratkaisemaan neuvottelemalla, ja muussa tapauksessa ne ratkaistaan Helsingin käräjäoikeudessa.',
      ),
    ),
  })

  page('pageTietosuoja', 'tietosuojaseloste', at('2026-01-27', '14:00'), {
    title: 'Tietosuojaseloste',
    lead: 'Kerromme, miten käsittelemme asiakkaidemme ja heidän yhteyshenkilöidensä henkilötietoja.',
    description: 'VetTarvike Oy:n asiakasrekisterin tietosuojaseloste.',
    body: doc(
      h2('Rekisterinpitäjä'),
      p(
        `VetTarvike Oy, ${CONTACT.street}, ${CONTACT.postalCode} ${CONTACT.city}. Tietosuoja-asiat: `,
        mail(CONTACT.email),
        '.',
      ),
      h2('Mitä tietoja käsittelemme'),
      ul(
        'yhteyshenkilön nimi, sähköpostiosoite ja puhelinnumero',
        'asiakasyrityksen tiedot, kuten Y-tunnus, toimitus- ja laskutusosoitteet',
        'tilaus-, toimitus- ja laskutushistoria',
        'verkkokaupan käyttöön liittyvät tiedot, kuten kirjautumisajat, sekä evästeillä kerätyt tiedot suostumuksesi mukaisesti.',
      ),
      h2('Käsittelyn tarkoitus ja peruste'),
      p(
        'Käsittelemme tietoja asiakassuhteen hoitamiseksi sekä tilausten toimittamiseksi ja laskuttamiseksi (sopimus), lakisääteisten velvoitteiden kuten kirjanpidon ja lääkkeiden jäljitettävyyden täyttämiseksi (lakisääteinen velvoite) sekä palvelun kehittämiseksi ja tietoturvan ylläpitämiseksi (oikeutettu etu).',
      ),
      h2('Säilytysaika'),
      p(
        'Säilytämme asiakassuhteen tietoja asiakkuuden ajan ja sen jälkeen niin kauan kuin laki edellyttää, esimerkiksi kirjanpitoaineiston kirjanpitolain mukaisen ajan.',
      ),
      h2('Tietojen luovutukset'),
      p(
        'Luovutamme tietoja vain toimitusten kuljetusyhtiöille, laskutus- ja maksupalveluille sekä viranomaisille lain niin vaatiessa. Emme siirrä henkilötietoja EU- ja ETA-alueen ulkopuolelle.',
      ),
      h2('Oikeutesi'),
      p(
        'Sinulla on oikeus tarkastaa tietosi, pyytää niiden oikaisemista tai poistamista sekä vastustaa niiden käsittelyä. Jos katsot, että tietojasi käsitellään lainvastaisesti, voit tehdä valituksen tietosuojavaltuutetun toimistolle.',
      ),
      p(
        'Evästeiden käytöstä kerromme sivulla ',
        hyperlink('/evasteet-ja-niiden-kayttotarkoitukset', 'Evästeet ja niiden käyttötarkoitukset'),
        '.',
      ),
    ),
  })

  page('pageEvasteet', 'evasteet-ja-niiden-kayttotarkoitukset', at('2026-01-27', '15:00'), {
    title: 'Evästeet ja niiden käyttötarkoitukset',
    lead: 'Käytämme evästeitä, jotta verkkokauppa toimii ja voimme kehittää sitä. Voit itse valita, mitkä muut kuin välttämättömät evästeet hyväksyt.',
    description: 'Mitä evästeitä VetTarvikkeen verkkokauppa käyttää, mihin ja kuinka kauan.',
    body: doc(
      h2('Mitä evästeet ovat'),
      p(
        'Eväste on pieni tekstitiedosto, jonka selain tallentaa laitteellesi. Evästeiden avulla verkkokauppa muistaa esimerkiksi kirjautumisesi ja ostoskorisi sisällön sivulta toiselle siirryttäessä.',
      ),
      h2('Välttämättömät evästeet'),
      p('Välttämättömät evästeet ovat aina käytössä, koska verkkokauppa ei toimi ilman niitä.'),
      ul(
        [bold('session'), ' – kirjautumisistunto, enintään 12 tuntia'],
        [bold('logged_in'), ' – tieto kirjautumisesta, kun palaat sivulle toisesta palvelusta, enintään 12 tuntia'],
        [bold('guest_cart'), ' – kirjautumattoman käyttäjän ostoskori, 30 päivää'],
        [bold('locale'), ' – kieliasetus, 365 päivää'],
        [bold('AcceptedCookies'), ' – evästevalintasi, 30 päivää'],
      ),
      h2('Toiminnalliset evästeet'),
      p(
        'Toiminnalliset evästeet muistavat valintojasi ja mahdollistavat esimerkiksi asiakaspalvelun chatin kirjautuneille asiakkaille. Jos et hyväksy niitä, chat ei ole käytettävissä.',
      ),
      h2('Markkinointievästeet'),
      p(
        'Markkinointievästeillä mittaamme kampanjoiden ja uutiskirjeiden tehoa ja kohdennamme viestintäämme. Käytämme niitä vain suostumuksellasi.',
      ),
      h2('Valintojen muuttaminen'),
      p(
        'Evästevalintasi on voimassa 30 päivää, minkä jälkeen kysymme sen uudelleen. Voit myös poistaa evästeet selaimesi asetuksista milloin tahansa, jolloin valintaikkuna näytetään seuraavalla käynnillä.',
      ),
      p('Henkilötietojen käsittelystä kerromme ', hyperlink('/tietosuojaseloste', 'tietosuojaselosteessa'), '.'),
    ),
  })

  page('pageYhteystiedot', 'yhteystiedot', at('2026-01-27', '16:00'), {
    title: 'Yhteystiedot',
    lead: 'Asiakaspalvelumme palvelee arkisin klo 8–16.',
    description: 'VetTarvikkeen asiakaspalvelun, laskutuksen ja varaston yhteystiedot.',
    body: doc(
      h2('Asiakaspalvelu'),
      ul(
        ['Puhelin: ', hyperlink(CONTACT.phoneUri, CONTACT.phone), ' (arkisin klo 8–16)'],
        ['Sähköposti: ', mail(CONTACT.email)],
        'Kirjautuneet asiakkaat voivat käyttää myös verkkokaupan chattia arkisin klo 8–16.',
      ),
      h2('Laskutus'),
      p('Laskuihin ja maksuihin liittyvät kysymykset: ', mail(CONTACT.billingEmail), '.'),
      h2('Käyntiosoite ja varasto'),
      p(`VetTarvike Oy, ${CONTACT.street}, ${CONTACT.postalCode} ${CONTACT.city}.`),
      p('Tilauksia voi noutaa varastolta arkisin klo 9–15, kun noudosta on sovittu etukäteen.'),
      h3('Kiireelliset kylmäketjupoikkeamat'),
      p(
        'Ilmoita lämpötilapoikkeamista mieluiten puhelimitse heti lähetyksen vastaanoton jälkeen, jotta voimme lähettää korvaavat tuotteet seuraavassa kylmäkuljetuksessa.',
      ),
    ),
  })

  page('pageTietoaMeista', 'tietoa-meista', at('2026-01-27', '17:00'), {
    title: 'Tietoa meistä',
    lead: 'VetTarvike on suomalainen eläinlääkintä- ja hoitotarvikkeiden tukkukauppa, joka palvelee eläinlääkäriasemia ja apteekkeja koko Suomessa.',
    description: 'VetTarvike Oy – eläinlääkintä- ja hoitotarvikkeiden tukkukauppa ammattilaisille.',
    body: doc(
      p(
        'Valikoimaamme kuuluvat eläinlääkkeet, rokotteet, hoito- ja sidostarvikkeet, instrumentit, laboratoriotuotteet ja erikoisruokinta. Toimitamme tuotteet omasta varastostamme Vantaalta.',
      ),
      h2('Laatu ja kylmäketju'),
      p(
        'Lääkkeiden ja rokotteiden varastointi ja kuljetus noudattavat hyviä jakelutapoja. Kylmätuotteiden varastoa ja kuljetuksia seurataan jatkuvasti, ja jokaisen kylmälähetyksen lämpötila voidaan todentaa.',
      ),
      h2('Asiakkaaksi'),
      p(
        'Verkkokauppamme on tarkoitettu alan ammattilaisille. ',
        hyperlink('/account/register', 'Rekisteröidy asiakkaaksi'),
        ', niin näet tuotteet ja sopimushintasi. Autamme mielellämme myös puhelimitse numerossa ',
        hyperlink(CONTACT.phoneUri, CONTACT.phone),
        '.',
      ),
    ),
  })
}

function blogPosts() {
  entry('blogPost', 'blogOstoslistat', at('2026-05-12', '07:00'), {
    title: 'Ostoslistat nopeuttavat klinikan viikkotilausta',
    slug: 'ostoslistat-nopeuttavat-tilaamista',
    publishDate: '2026-05-12',
    excerpt:
      'Tallenna usein tilatut tuotteet ostoslistaksi ja tee viikkotilaus muutamalla napautuksella. Näin otat ostoslistat käyttöön.',
    heroImage: assetLink('assetOstoslistat'),
    body: doc(
      p(
        'Moni klinikka tilaa viikosta toiseen samat hoitotarvikkeet: sidetarpeet, ruiskut, neulat ja desinfiointiaineet. Ostoslistan avulla niitä ei tarvitse etsiä joka kerta uudelleen.',
      ),
      h2('Näin luot ostoslistan'),
      ol(
        'Kirjaudu sisään ja avaa tuote, jonka haluat listalle.',
        'Valitse Lisää ostoslistaan ja anna listalle kuvaava nimi, esimerkiksi ”Viikkotilaus” tai ”Leikkaussali”.',
        'Avaa lista Oma tili -sivulta ja lisää koko lista ostoskoriin yhdellä napautuksella.',
      ),
      h2('Vinkkejä'),
      ul(
        'Tee oma lista jokaiselle toimipisteelle tai hoitohuoneelle.',
        'Tarkista määrät ostoskorissa ennen tilaamista: sopimushintasi näkyvät jokaisen tuotteen kohdalla.',
        'Muista, että rokotteet ja muut kylmäketjutuotteet lähtevät vain maanantaista keskiviikkoon.',
      ),
    ),
  })
  entry(
    'blogPost',
    'blogRokotteidenVastaanotto',
    at('2026-09-08', '07:00'),
    {
      title: 'Rokotteiden vastaanotto: viisi tapaa pitää kylmäketju katkeamattomana',
      slug: 'rokotteiden-vastaanotto-kylmaketjussa',
      publishDate: '2026-09-08',
      excerpt:
        'Rokotteen teho riippuu siitä, että se pysyy +2…+8 °C:ssa koko matkan valmistajalta potilaalle. Näillä vinkeillä vastaanotto sujuu klinikalla.',
      heroImage: assetLink('assetKylmaketju'),
      body: doc(
        p(
          'Kylmäketju katkeaa useimmiten vasta perillä: lähetys jää aulaan odottamaan tai rokotteet siirretään täyteen jääkaappiin, jonka lämpötila nousee. Nämä viisi käytäntöä auttavat välttämään poikkeamat.',
        ),
        ol(
          [bold('Nimeä vastaanottaja. '), 'Sovi, kuka ottaa kylmälähetykset vastaan ja avaa ne heti saapumispäivänä.'],
          [
            bold('Tarkista ilmaisin ensin. '),
            'Katso lämpötilan ilmaisin tai loggeri ennen kuin siirrät valmisteet jääkaappiin.',
          ],
          [
            bold('Varaa tilaa jääkaapista. '),
            'Tyhjennä hylly ennen toimituspäivää, jotta ilma kiertää eikä ovea tarvitse pitää auki.',
          ],
          [
            bold('Seuraa lämpötilaa. '),
            'Kirjaa rokotejääkaapin lämpötila päivittäin tai käytä hälyttävää lämpötila-anturia.',
          ],
          [
            bold('Ilmoita poikkeamista heti. '),
            'Jos lämpötila on ollut sallitun alueen ulkopuolella, älä käytä valmisteita ja ilmoita meille 24 tunnin kuluessa.',
          ],
        ),
        p(
          'Lue lisää kylmätuotteiden lähtöpäivistä ja pakkauksista sivulta ',
          hyperlink('/kylmaketjutoimitukset', 'Rokotteiden ja kylmätuotteiden toimitus'),
          '.',
        ),
      ),
    },
    at('2026-09-09', '06:30'),
  )
  entry('blogPost', 'blogJoulu2026', at('2026-11-16', '07:00'), {
    title: 'Joulun ja vuodenvaihteen toimitusaikataulut 2026',
    slug: 'joulun-toimitusaikataulut-2026',
    publishDate: '2026-11-16',
    excerpt:
      'Tilaa kylmäketjutuotteet ennen joulua viimeistään tiistaina 22.12. klo 12. Tarkista myös välipäivien ja loppiaisviikon lähtöpäivät.',
    heroImage: assetLink('assetToimitus'),
    body: doc(
      p(
        'Juhlapyhät muuttavat kuljetusten aikatauluja. Kokosimme lähtöpäivät yhteen, jotta klinikan hyllyt ja rokotejääkaappi pysyvät täynnä myös vuodenvaihteessa.',
      ),
      h2('Rokotteet ja muut kylmäketjutuotteet'),
      ul(
        'Viimeinen kylmäkuljetus ennen joulua lähtee tiistaina 22.12. klo 12 mennessä tehdyistä tilauksista.',
        'Välipäivinä kylmäkuljetukset lähtevät maanantaina 28.12. ja tiistaina 29.12.',
        'Loppiaisviikolla kylmäkuljetukset lähtevät maanantaina 4.1. ja tiistaina 5.1.',
      ),
      h2('Muut tuotteet'),
      ul(
        'Ennen joulua perille ehtivät tilaukset, jotka on tehty viimeistään maanantaina 21.12. klo 14.',
        'Keskiviikkona 23.12. klo 12 mennessä tehdyt tilaukset lähtevät samana päivänä ja ovat perillä välipäivinä.',
        'Uudenvuodenaattona 31.12. tilaukset lähtevät, kun ne on tehty klo 12 mennessä.',
      ),
      h2('Asiakaspalvelu'),
      p(
        'Asiakaspalvelu on suljettu 24.–26.12., 1.1. ja 6.1. Uudenvuodenaattona palvelemme klo 8–12, muina arkipäivinä normaalisti klo 8–16.',
      ),
      p('Kiitos kuluneesta vuodesta ja rauhallista joulua!'),
    ),
  })
}

/** The whole export, in the key order `contentful space export` writes. */
export function buildContentExport(): ContentfulExport {
  entries.length = 0
  const l = links()
  navigation(l)
  notices()
  const blocks = contentBlocks(l)
  pages(blocks)
  blogPosts()
  return {
    contentTypes: contentTypes(),
    tags: [],
    editorInterfaces: editorInterfaces(),
    entries: entries.slice(),
    assets: assets(),
    locales: locales(),
    webhooks: [],
    roles: [],
  }
}
