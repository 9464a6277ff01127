/** The emergency and information notices above the header, for guests or for logged-in customers. */
import { CONTACT } from './contact.ts'
import { at, entry } from './entries.ts'
import { bold, doc, hyperlink, p } from './richText.ts'

export function notices() {
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
        bold('Ammattilaisille: '),
        'verkkokauppa on tarkoitettu eläinlääkäriasemille, apteekeille ja muille alan ammattilaisille. ',
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
        ' Postilla kaikkiin yli 300 € (alv 0 %) tilauksiin; rokotteiden kylmäkuljetuslisä 9,90 € veloitetaan silti. Tallenna usein tilatut tuotteet ',
        hyperlink('/account/shoppinglist', 'ostoslistaksi'),
        ', niin viikkotilaus syntyy muutamalla napautuksella.',
      ),
    ),
    loggedIn: true,
  })
}
