/** The blog posts. */
import { at, entry } from './entries.ts'
import { bold, doc, h2, hyperlink, ol, p, ul } from './richText.ts'
import { assetLink } from './space.ts'

export function blogPosts() {
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
