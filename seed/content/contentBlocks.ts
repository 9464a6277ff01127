/** The content blocks of the home page. */
import { at, entry } from './entries.ts'
import type { Links } from './links.ts'
import { doc, p } from './richText.ts'
import { assetLink, entryLink } from './space.ts'

export function contentBlocks(l: Links) {
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
