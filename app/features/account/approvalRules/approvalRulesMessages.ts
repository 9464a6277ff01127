/** Finnish text of the purchase approval rules page (spec §12, /account/approvals/rules). */
export const approvalRulesMessages = {
  title: 'Hyväksyntäsäännöt',
  leadAdmin:
    'Valitse, mitkä tilaukset lähetetään hyväksyttäviksi ennen tilaamista. Säännöt koskevat yrityksesi käyttäjiä pääkäyttäjiä lukuun ottamatta.',
  leadReader:
    'Nämä säännöt päättävät, mitkä tilaukset lähetetään hyväksyttäviksi. Sääntöjä muuttaa yrityksesi pääkäyttäjä.',
  back: 'Tilausten hyväksyntä',
  fixedTitle: 'Tilausoikeudettomien käyttäjien tilaukset',
  fixedText:
    'Jokainen tilaus käyttäjältä, jolla ei ole tilausoikeutta, lähetetään hyväksyttäväksi. Tämä sääntö on aina käytössä.',
  fixedBadge: 'Aina käytössä',
  amountTitle: 'Tilaukset yli rajan',
  amountText: 'Tilaus lähetetään hyväksyttäväksi, kun sen arvo ilman arvonlisäveroa ylittää rajan.',
  amountLabel: 'Hyväksyntäraja (€, alv 0 %)',
  amountHelp: 'Esimerkiksi 500 tai 612,40.',
  restrictedTitle: 'Lääkkeet ja kylmäketjutuotteet',
  restrictedText: 'Tilaus, jossa on lääkkeitä tai kylmäketjussa kuljetettavia tuotteita, lähetetään hyväksyttäväksi.',
  budgetTitle: 'Kuukausibudjetti käyttäjää kohden',
  budgetText:
    'Tilaus lähetetään hyväksyttäväksi, jos käyttäjän tämän kalenterikuukauden tilaukset ja uusi tilaus yhteensä ylittävät budjetin (alv 0 %).',
  budgetLabel: 'Budjetti kuukaudessa (€, alv 0 %)',
  budgetHelp: 'Esimerkiksi 1 000.',
  on: 'Käytössä',
  off: 'Ei käytössä',
  limitIs: (amount: string) => `Raja ${amount}`,
  budgetIs: (amount: string) => `Budjetti ${amount}`,
  adminsExempt: 'Pääkäyttäjien omia tilauksia säännöt eivät pysäytä.',
  updated: (when: string, who: string | null) => `Muutettu viimeksi ${when}${who ? ` (${who})` : ''}.`,
  save: 'Tallenna säännöt',
  saving: 'Tallennetaan…',
  saved: 'Hyväksyntäsäännöt on tallennettu.',
  amountMissing: 'Anna hyväksyntäraja tai poista sääntö käytöstä.',
  budgetMissing: 'Anna kuukausibudjetti tai poista sääntö käytöstä.',
  notAnAmount: 'Anna summa euroina, esimerkiksi 500 tai 612,40.',
  checkFields: 'Tarkista merkityt kentät.',
  failed: 'Tallennus epäonnistui. Tarkista yhteys ja yritä uudelleen.',
  rulesLabel: 'Hyväksyntäsäännöt',
} as const
