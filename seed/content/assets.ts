/** The illustrations of seed/content/media.ts as assets, with their Finnish titles and descriptions. */
import type { ExportAsset } from '../../worker/content/exportFormat.ts'
import { contentMedia } from './media.ts'
import { LOCALE, MEDIA_PATH, publishedSys } from './space.ts'

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

export function assets(): ExportAsset[] {
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
