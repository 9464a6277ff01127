/**
 * The find-it part of the search relevance set (docs/decisions/022-finnish-product-search.md §7): what a clinic's
 * vet, nurse or pharmacy buyer types that the catalogue's names do not spell out — a typo in any
 * longer word, the INN or English name of a substance, an everyday word for a supply, a compound
 * of words that stand apart in the name, a derived adjective, a number glued to its unit or a
 * size phrase. Written from the default demo catalogue (seed/catalogue/*.ts), never copied from
 * its names; `npx node scripts/relevance-coverage.ts` proves each query can be satisfied.
 */
import { allOf, cats, either, names, set } from './expectations.ts'
import type { Expectation, RelevanceQuery } from './types.ts'

/**
 * A substance by its Finnish name as the names print it, and the demo brands made from its
 * stem ("Meloral vet" for meloksikaami, seed/catalogue/medicines.ts): either serves the buyer.
 */
const substance = (finnish: string, stem?: string): Expectation =>
  names(`^${finnish}`, ...(stem ? [`^${stem}\\p{L}* vet\\b`] : []))

// Category url_paths of the default tree (seed/catalogue/categories.ts).
const PAIN = 'laakkeet/kipu-ja-tulehduslaakkeet'
const PARASITES = 'laakkeet/loislaakkeet'
const ANESTHESIA = 'laakkeet/anestesia-ja-sedaatio'
const DOG_VACCINES = 'laakkeet/rokotteet/koiran-rokotteet'
const CAT_VACCINES = 'laakkeet/rokotteet/kissan-rokotteet'
const HORSE_VACCINES = 'laakkeet/rokotteet/hevosen-rokotteet'
const GLOVES = 'hoitotarvikkeet/kasineet'
const SYRINGES = 'hoitotarvikkeet/injektiotarvikkeet/ruiskut'
const NEEDLES = 'hoitotarvikkeet/injektiotarvikkeet/neulat'
const INFUSION = 'hoitotarvikkeet/infuusio-ja-kanyylit/infuusiovalineet'
const CANNULAS = 'hoitotarvikkeet/infuusio-ja-kanyylit/kanyylit'
const DOG_FOOD = 'ruokinta/erikoisruokinta/koiran-erikoisruoat'
const CAT_FOOD = 'ruokinta/erikoisruokinta/kissan-erikoisruoat'
const HAND_HYGIENE = 'hygienia-ja-desinfiointi/kasihygienia'
const DISINFECTION = 'hygienia-ja-desinfiointi/pinta-ja-valinedesinfiointi'

/** A glove name in a size: ", L" closes the name or stands before the next comma. */
const gloveSize = (size: string): string => allOf('käsine', `, ${size}(,|$)`)

// One wrong, missing, extra or swapped letter in a common word of five or more letters; two in
// words of nine or more.
const TYPO_ANY = set('typo_any', [
  ['ruiksu', names('ruisku')],
  ['nuela', either(['neula(?!n)'], [NEEDLES])],
  ['sidehraso', names('sideharso')],
  ['purutabeltti', names('purutabletti')],
  ['kaulruri', names('kauluri')],
  ['sterilli', names('steriili')],
  ['puteriton', names('puuteriton')],
  ['injektoneste', names('injektioneste')],
  ['lämpömitari', names('lämpömittari(?!n)', 'kuumemittari')],
  ['käsihuhde', names('käsihuuhde')],
  ['ruokavaljo', names('ruokavalio')],
  ['lateskikäsine', names('lateksikäsine')],
  ['skalpeli', names('skalpelli')],
  ['infusio', names('infuusio')],
  ['jatkolteku', names('jatkoletku')],
  ['pikatetsi', names('pikatesti')],
  ['testiliuksa', names('testiliuska')],
  ['probiotti', names('probiootti')],
  ['hammastahan', names('hammastahna')],
  ['disinfointi', names('desinfiointi')],
  ['stetoskopi', names('stetoskooppi')],
  ['tukupakaus', names('tukkupakkaus')],
  ['kuljetuslatiko', names('kuljetuslaatikko')],
  ['infusiolaiteisto', names('infuusiolaitteisto')],
  ['kiinitysteipi', names('kiinnitysteippi')],
])

// The international (INN) or English name of a substance, as packages and the literature print
// it; the catalogue names use the Finnish spelling.
const INN_ENGLISH = set('inn_english', [
  ['meloxicam', substance('Meloksikaami', 'Melo')],
  ['carprofen', substance('Karprofeeni', 'Karpro')],
  ['robenacoxib', substance('Robenakoksibi', 'Robena')],
  ['firocoxib', substance('Firokoksibi', 'Firo')],
  ['gabapentin', substance('Gabapentiini', 'Gaba')],
  ['amoxicillin', names('^Amoksisilliini', '^Amoksi\\p{L}* vet\\b', '^Amoklav')],
  ['amoxicillin clavulanic acid', substance('Amoksisilliini \\+ klavulaanihappo', 'Amoklav')],
  ['doxycycline', substance('Doksisykliini', 'Doksi')],
  ['enrofloxacin', substance('Enrofloksasiini', 'Enro')],
  ['cephalexin', substance('Kefaleksiini', 'Kefa')],
  ['clindamycin', substance('Klindamysiini', 'Klinda')],
  ['metronidazole', substance('Metronidatsoli', 'Metro')],
  ['fenbendazole', substance('Fenbendatsoli', 'Fenben')],
  ['praziquantel', names('^Pratsikvanteli', '^Milbemysiinioksiimi \\+ pratsikvanteli', '^Pratsi\\p{L}* vet\\b')],
  ['milbemycin oxime', substance('Milbemysiinioksiimi', 'Milbe')],
  ['fluralaner', substance('Fluralaneeri', 'Flura')],
  ['selamectin', substance('Selamektiini', 'Sela')],
  ['ivermectin', substance('Ivermektiini', 'Iver')],
  ['dexmedetomidine', substance('Deksmedetomidiini', 'Dexmede')],
  ['medetomidine', substance('Medetomidiini', 'Medeto')],
  ['buprenorphine', substance('Buprenorfiini', 'Bupre')],
  ['butorphanol', substance('Butorfanoli', 'Butor')],
  ['xylazine', substance('Ksylatsiini', 'Ksyla')],
  ['atipamezole', substance('Atipametsoli', 'Atipa')],
  ['lidocaine', substance('Lidokaiini', 'Lido')],
  ['levothyroxine', substance('Levotyroksiini', 'Levo')],
  ['methimazole', substance('Tiamatsoli', 'Tiama')],
  ['chlorhexidine', names('klooriheksidiini', '^Klorhex\\p{L}* vet\\b')],
])

// Everyday words for supplies that no product name uses; each meets the supply it means.
const EVERYDAY = set('everyday', [
  ['kumihanskat', either(['käsine'], [GLOVES])],
  ['hanskat', either(['käsine'], [GLOVES])],
  ['piikki', either(['injektioneula', 'ruisku'], [NEEDLES, SYRINGES])],
  ['laastari', names('haavalappu', 'kiinnitysteippi')],
  ['pumpuli', names('vanu')],
  ['tippaletku', either(['infuusiolaitteisto', 'jatkoletku'], [INFUSION])],
  ['tiputussetti', either(['infuusiolaitteisto'], [INFUSION])],
  ['kanyyli', either(['kanyyli(?!n)'], [CANNULAS])],
  ['neulapurkki', names('neulankeräysastia')],
  ['tötterö', names('suojakauluri')],
  ['käsidesi', either(['käsihuuhde'], [HAND_HYGIENE])],
  ['pintadesi', either(['desinfiointisuihke', 'desinfiointiliina'], [DISINFECTION])],
  ['kipulääke', cats(PAIN)],
  ['matolääke', cats(`${PARASITES}/sisaloislaakkeet`)],
  ['punkkilääke', cats(`${PARASITES}/ulkoloislaakkeet`)],
  ['nukutusaine', cats(ANESTHESIA)],
  ['puudute', substance('Lidokaiini', 'Lido')],
  ['talouspaperi', names('käsipyyhepaperi', 'tutkimuspöytäpaperi')],
  ['tuttipullo', names('ruokintapullo')],
  ['kynsileikkuri', names('kynsisakset')],
  ['karvakone', names('trimmauskone(?!en)')],
  ['kuljetusboksi', names('kuljetuslaatikko')],
  ['lämpötyyny', names('lämpöpatja')],
  ['pissatikku', names('virtsan testiliuska')],
  ['hengityssuojain', names('kasvomaski')],
  ['roskasäkki', names('jätesäkki', 'keräyssäkki')],
])

// A compound the buyer makes from words that stand apart in the product's name, the parts
// possibly inflected differently there ("koirarokote" for "… rokote koiralle").
const QUERY_COMPOUND = set('query_compound', [
  ['koirarokote', either([allOf('rokote', 'koiralle')], [DOG_VACCINES])],
  ['kissarokote', either([allOf('rokote', 'kissalle')], [CAT_VACCINES])],
  ['hevosrokote', either([allOf('rokote', 'hevoselle')], [HORSE_VACCINES])],
  ['koiranruoka', either([allOf('ruokavalio', 'koiralle')], [DOG_FOOD])],
  ['kissanruoka', either([allOf('ruokavalio', 'kissalle')], [CAT_FOOD])],
  [
    'hevosmatolääke',
    names(allOf('^(Ivermektiini|Moksidektiini|Pyranteeli|Iver\\p{L}* vet|Moksi\\p{L}* vet)', 'hevoselle')),
  ],
  ['hevoskanyyli', names('hevosen laskimokanyyli')],
  ['hevospinteli', names('hevosen pinteli')],
  ['kissanleikkauspuku', names('leikkauspuku kissalle')],
  ['koiranleikkauspuku', names('leikkauspuku koiralle')],
  ['vasikkamaitokorvike', names('maitokorvike vasikoille')],
  ['varsamaitokorvike', names('maitokorvike varsoille')],
  ['hevoselektrolyytti', names('elektrolyyttijauhe hevoselle')],
  ['hevoskivennäinen', names('kivennäisrehu hevoselle')],
  ['kissahammaspihdit', names('hammaspihdit kissalle')],
  ['hevosomega', names(allOf('omega-3', 'hevoselle'))],
  ['virtsaliuska', names('virtsan testiliuska')],
  ['virtsakeräysastia', names('virtsan keräysastia')],
  ['otoskooppikärki', names('otoskoopin kertakäyttökärki')],
  ['trimmauskoneterä', names('trimmauskoneen terä')],
  ['tassusukka', names('suojasukka tassulle')],
  ['hammasporaterä', names('hammasporan terä')],
  ['koirashampoo', names(allOf('shampoo', 'koiralle'))],
])

// A derived form (-inen, -iset, -llinen, -va) of a word the names use only as a compound part.
const DERIVED = set('derived', [
  ['lateksiset käsineet', names('lateksikäsine')],
  ['nitriiliset hanskat', names('nitriilikäsine')],
  ['vinyyliset käsineet', names('vinyylikäsine')],
  ['silkkinen ommellanka', names('silkkiommellanka')],
  ['hopeinen sidos', names('hopeasidos')],
  ['rasvainen harso', names('rasvaharso')],
  ['kertakäyttöinen skalpelli', names('kertakäyttöskalpelli')],
  ['kertakäyttöiset otoskoopin kärjet', names('otoskoopin kertakäyttökärki')],
  ['monikäyttöinen ruisku', names('monikäyttöruisku')],
  ['monikäyttöiset neulat', names('monikäyttöneula')],
  ['joustavat siteet', names('joustoside')],
  ['kuitukankainen taitos', names('kuitukangastaitos')],
  ['hydrogeelinen sidos', names('hydrogeelisidos')],
  ['allergiselle koiralle ruoka', names('allergiaruokavalio')],
  ['diabeettisen kissan ruoka', names(allOf('diabetesruokavalio', 'kissalle'))],
  ['virtsakiviselle kissalle', names(allOf('virtsakiviruokavalio', 'kissalle'))],
  ['ylipainoiselle koiralle', names(allOf('painonhallintaruokavalio', 'koiralle'))],
  ['alginaattinen sidos', names('alginaattisidos')],
])

// Numbers glued to their units, units spelt out, and size phrases.
const UNITS = set('units', [
  ['ruisku 20ml', names(allOf('ruisku', '\\b20 ml'))],
  ['injektioruisku 5ml', names(allOf('injektioruisku', '\\b5 ml'))],
  ['ruisku 10 millilitraa', names(allOf('ruisku', '\\b10 ml'))],
  ['insuliiniruisku 0,3ml', names(allOf('insuliiniruisku', '\\b0,3 ml'))],
  ['näytepurkki 100ml', names(allOf('näytepurkki', '\\b100 ml'))],
  ['neula 23 G', names(allOf('neula(?!n)', '\\b23G'))],
  ['kanyyli 22 g', names(allOf('kanyyli(?!n)', '\\b22G'))],
  ['perhosneula 21 G', names(allOf('perhosneula', '\\b21G'))],
  ['joustoside 10cm', names(allOf('joustoside', '\\b10 cm'))],
  ['teippi 2,5cm', names(allOf('teippi', '\\b2,5 cm'))],
  ['sideharsotaitos 7,5cm', names(allOf('sideharsotaitos', '\\b7,5 x'))],
  ['jatkoletku 50cm', names(allOf('jatkoletku', '\\b50 cm'))],
  ['suojakauluri 25 senttiä', names(allOf('suojakauluri', '\\b25 cm'))],
  ['neulankeräysastia 5l', names(allOf('neulankeräysastia', '\\b5 l\\b'))],
  ['riskijätesäkki 60l', names(allOf('riskijätesäkki', '\\b60 l\\b'))],
  ['karprofeeni 50mg', substance('Karprofeeni 50 mg')],
  ['meloksikaami 1,5mg/ml', names('^Meloksikaami 1,5 mg/ml', '^Melo\\p{L}* vet 1,5 mg/ml')],
  ['käsineet L', names(gloveSize('L'))],
  ['nitriilikäsine koko M', names(allOf('nitriilikäsine', ', M(,|$)'))],
  ['L-koko hanskat', names(gloveSize('L'))],
  ['koko S käsineet', names(gloveSize('S'))],
  ['kirurgiset käsineet koko 8', names(allOf('kirurginen käsine', 'koko 8(?!,)'))],
  ['kuljetuslaatikko koko L', names('kuljetuslaatikko L,')],
])

export const FIND_IT_QUERIES: readonly RelevanceQuery[] = [
  ...TYPO_ANY,
  ...INN_ENGLISH,
  ...EVERYDAY,
  ...QUERY_COMPOUND,
  ...DERIVED,
  ...UNITS,
]
