/** The home page (slug `etusivu`) and the information pages, with their texts. */
import { CONTACT, mail } from './contact.ts'
import { at } from './entries.ts'
import { page } from './page.ts'
import { bold, doc, embeddedAsset, h2, h3, hyperlink, ol, p, ul } from './richText.ts'

export function pages(blocks: string[]) {
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
        [bold('customer_cart'), ' – kirjautuneen asiakkaan ostoskorin tunniste, enintään 12 tuntia'],
        [
          bold('read_bookmark'),
          ' – varmistaa, että näet juuri tekemäsi muutokset (esimerkiksi ostoskoriin lisätyn tuotteen), 10 minuuttia',
        ],
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
