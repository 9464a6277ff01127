/** The link entries that the footer, the menus and the content blocks point to. */
import { at, entry } from './entries.ts'

export function links() {
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

export type Links = ReturnType<typeof links>
