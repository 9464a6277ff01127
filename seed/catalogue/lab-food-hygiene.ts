/** Laboratorio, Ruokinta, Hygienia ja desinfiointi, Klinikkatarvikkeet. */
import { animalsOf } from './attributes.ts'
import { fam, one, volumes } from './make.ts'
import type { Family, Pack } from './types.ts'

const LAB = 'laboratorio'
const FOOD = 'ruokinta'
const HYG = 'hygienia-ja-desinfiointi'
const CLINIC = 'klinikkatarvikkeet'

const TESTS: readonly Pack[] = [
  ['5 testiä', 1],
  ['10 testiä', 1.9],
  ['20 testiä', 3.6],
]
const DOG_DRY: readonly Pack[] = [
  ['1,5 kg', 1],
  ['4 kg', 2.3],
  ['12 kg', 5.6],
]
const CAT_DRY: readonly Pack[] = [
  ['1,5 kg', 1],
  ['3,5 kg', 2.1],
  ['8 kg', 4.4],
]
const DOG_DIETS = [
  'Munuaisruokavalio',
  'Suolistoruokavalio',
  'Suolistoruokavalio vähärasvainen',
  'Painonhallintaruokavalio',
  'Allergiaruokavalio hydrolysoitu',
  'Allergiaruokavalio hyönteisproteiini',
  'Virtsakiviruokavalio',
  'Nivelruokavalio',
  'Maksaruokavalio',
  'Diabetesruokavalio',
  'Sydänruokavalio',
  'Ihoruokavalio',
  'Hammasruokavalio',
]
const CAT_DIETS = [
  'Munuaisruokavalio',
  'Suolistoruokavalio',
  'Painonhallintaruokavalio',
  'Allergiaruokavalio hydrolysoitu',
  'Virtsakiviruokavalio',
  'Virtsakiviruokavalio stressinhallinta',
  'Diabetesruokavalio',
  'Karvapalloruokavalio',
  'Kilpirauhasruokavalio',
  'Steriloitujen kissojen ruokavalio',
]
const DIET_MORE = [
  'Täysravinto; käytä eläinlääkärin ohjeen mukaan.',
  'Siirry uuteen ruokaan vähitellen 5–7 päivän aikana.',
  'Raikasta vettä tulee olla aina saatavilla.',
]
// docs/decisions/064-product-attributes.md: the animals of a template's species or purpose phrase.
const animalsFrom = (dim: string) => (v: Readonly<Record<string, string>>) => ({ animal: animalsOf(v[dim] ?? '') })
const forAnimals =
  (...animal: string[]) =>
  () => ({ animal })
const dietText = 'Eläinlääkärin määräämä erikoisruoka, koostumus tukee hoitoa ja seurantaa.'

// prettier-ignore
export const LAB_FAMILIES: Family[] = [
  fam(`${LAB}/pikatestit/infektiotestit`, 'test-kit', 'lab', 'Pikatesti', '{brand} {target}', { target: ['parvovirusantigeeni, koira', 'Giardia-antigeeni, koira ja kissa', 'FeLV-antigeeni ja FIV-vasta-aine, kissa', 'Borrelia, Anaplasma, Ehrlichia ja sydänmato, koira', 'Leishmania-vasta-aine, koira', 'koronavirusantigeeni, kissa', 'haimaspesifinen lipaasi, koira', 'progesteroni, koira', 'rota- ja koronavirus sekä E. coli, vasikka', 'Cryptosporidium, vasikka', 'lampaan Maedi-Visna-vasta-aine'] }, TESTS, [38, 62], 'Nopea vieritesti klinikalle, tulos 10 minuutissa.', { attributes: animalsFrom('target'), more: ['Säilytä 2–25 °C.', 'Pakkauksessa näytteenottovälineet ja puskuri.'] }),
  fam(`${LAB}/pikatestit/virtsatestit`, 'urine-strips', 'lab', 'Virtsan testiliuska', '{brand} {params}', { params: ['10 parametria', '8 parametria', '4 parametria', 'glukoosi ja ketonit', 'proteiini ja pH', 'mikroalbumiini'] }, [['50 liuskaa', 1], ['100 liuskaa', 1.8]], [12, 24], 'Virtsan seulontaan silmämääräisesti tai lukulaitteella luettava liuska.'),
  fam(`${LAB}/pikatestit/virtsatestit`, 'urine-strips', 'lab', 'Virtsan refraktometri', '{brand} {type}', { type: ['koira ja kissa, kaksoisasteikko', 'kolmoisasteikko'] }, one('1 kpl'), [90, 160], 'Virtsan ominaispainon mittaamiseen lajikohtaisella asteikolla.'),
  fam(`${LAB}/pikatestit/virtsatestit`, 'sample-cup', 'lab', 'Virtsan keräysastia', '{brand} {type}', { type: ['kissanhiekka, imeytymätön', 'keräyskuppi kahvalla'] }, one('20 kpl'), [8, 14], 'Virtsanäytteen keruuseen kotona tai klinikalla.'),
  fam(`${LAB}/nayteputket-ja-astiat`, 'sample-tubes', 'lab', 'Verinäyteputki', '{brand} {add} {vol}', { add: ['EDTA', 'litiumhepariini', 'seerumi, geelillä', 'seerumi', 'sitraatti', 'fluoridi'], vol: ['1,3 ml', '2 ml', '4 ml'] }, one('100 kpl'), [14, 24], 'Tyhjiötön verinäyteputki värikoodatulla korkilla.', { attributes: (v) => ({ size: v.vol }) }),
  fam(`${LAB}/nayteputket-ja-astiat`, 'sample-tubes', 'lab', 'Mikronäyteputki', '{brand} {add} 0,5 ml', { add: ['EDTA', 'litiumhepariini', 'seerumi'] }, one('100 kpl'), [16, 26], 'Pieni näyteputki kissoille, pennuille ja pieneläimille.', { attributes: () => ({ size: '0,5 ml' }) }),
  fam(`${LAB}/nayteputket-ja-astiat`, 'sample-cup', 'lab', 'Näytepurkki', '{brand} {vol}, {type}', { vol: ['30 ml', '60 ml', '100 ml', '250 ml'], type: ['steriili', 'epästeriili'] }, one('100 kpl'), [9, 18], 'Kierrekorkillinen näytepurkki virtsa-, uloste- ja kudosnäytteille.', { attributes: (v) => ({ size: v.vol, sterile: v.type === 'steriili' ? 'yes' : 'no' }), priceDim: 'vol' }),
  fam(`${LAB}/nayteputket-ja-astiat`, 'sample-cup', 'lab', 'Formaliinipurkki', '{brand} {vol}, 10 % formaliini', { vol: ['20 ml', '60 ml', '120 ml'] }, one('10 kpl'), [12, 22], 'Esitäytetty purkki histologisille näytteille.', { attributes: (v) => ({ size: v.vol }), priceDim: 'vol' }),
  fam(`${LAB}/nayteputket-ja-astiat`, 'sample-tubes', 'lab', 'Kuljetusputki bakteerinäytteelle', '{brand} {medium}', { medium: ['Amies-geeli', 'Amies-geeli, hiili', 'Stuart', 'ohut puikko, Amies'] }, one('50 kpl'), [20, 32], 'Steriili näytepuikko kuljetusalustalla mikrobiologisiin viljelyihin.', { attributes: () => ({ sterile: 'yes' }) }),
  fam(`${LAB}/nayteputket-ja-astiat`, 'sample-tubes', 'lab', 'Hematokriittiputki', '{brand} {type}', { type: ['hepariini', 'tavallinen'] }, one('100 kpl'), [8, 12], 'Kapillaariputki hematokriitin määritykseen.'),
  fam(`${LAB}/mikroskopia`, 'microscope-slides', 'lab', 'Objektilasi', '{brand} {edge}', { edge: ['hiotut reunat', 'mattapääty', 'adheesiolasi', 'hiotut reunat, kulmat viistetty'] }, [['50 kpl', 1], ['72 kpl', 1.4]], [6, 12], 'Puhdas, rasvaton objektilasi sively- ja kudosnäytteille.'),
  fam(`${LAB}/mikroskopia`, 'microscope-slides', 'lab', 'Peitinlasi', '{brand} {size}', { size: ['18 x 18 mm', '22 x 22 mm', '24 x 40 mm', '24 x 50 mm'] }, one('100 kpl'), [4, 8], 'Peitinlasi mikroskooppinäytteiden peittämiseen.'),
  fam(`${LAB}/mikroskopia`, 'stain-bottles', 'lab', 'Pikavärjäysliuossarja', '{brand} {type} {pack}', { type: ['Romanowsky-tyyppinen', 'Gram', 'Ziehl-Neelsen', 'uusimetyleenisini'] }, volumes('3 x 100 ml', '3 x 500 ml'), [24, 40], 'Värjäysliuokset sytologisiin ja mikrobiologisiin näytteisiin.'),
  fam(`${LAB}/mikroskopia`, 'stain-bottles', 'lab', 'Immersioöljy', '{brand} {type}', { type: ['matala viskositeetti', 'korkea viskositeetti'] }, one('100 ml'), [12, 18], 'Immersioöljy 100x objektiiville.'),
]

// prettier-ignore
export const FOOD_FAMILIES: Family[] = [
  fam(`${FOOD}/erikoisruokinta/koiran-erikoisruoat`, 'food-bag', 'diet', '', '{brand} {diet} koiralle, {breed}, kuivaruoka', { diet: DOG_DIETS, breed: ['', 'pienet rodut'] }, DOG_DRY, [14, 19], dietText, { stem: 'Nutri', more: DIET_MORE, variants: { attribute: 'Paino', axis: 'pack', chance: 0.5 } , attributes: forAnimals('koira') }),
  fam(`${FOOD}/erikoisruokinta/koiran-erikoisruoat`, 'food-can', 'diet', '', '{brand} {diet} koiralle, märkäruoka', { diet: DOG_DIETS }, [['12 x 400 g', 1], ['6 x 400 g', 0.55]], [24, 34], dietText, { stem: 'Nutri', more: DIET_MORE , attributes: forAnimals('koira') }),
  fam(`${FOOD}/erikoisruokinta/koiran-erikoisruoat`, 'food-can', 'diet', '', '{brand} Toipilasruokavalio koiralle ja kissalle, {form}', { form: ['mousse', 'liemi', 'jauhe'] }, [['12 x 195 g', 1], ['24 x 195 g', 1.9]], [22, 30], 'Energiatiheä toipilasruoka sairauden ja leikkauksen jälkeen, sopii myös letkuruokintaan.', { stem: 'Nutri' , attributes: forAnimals('koira', 'kissa') }),
  fam(`${FOOD}/erikoisruokinta/kissan-erikoisruoat`, 'food-bag', 'diet', '', '{brand} {diet} kissalle, kuivaruoka', { diet: CAT_DIETS }, CAT_DRY, [15, 21], dietText, { stem: 'Nutri', more: DIET_MORE, variants: { attribute: 'Paino', axis: 'pack', chance: 0.5 } , attributes: forAnimals('kissa') }),
  fam(`${FOOD}/erikoisruokinta/kissan-erikoisruoat`, 'food-can', 'diet', '', '{brand} {diet} kissalle, märkäruoka, {texture}', { diet: CAT_DIETS, texture: ['palat kastikkeessa', 'pateena'] }, [['12 x 85 g', 1], ['24 x 85 g', 1.9]], [12, 17], dietText, { stem: 'Nutri', more: DIET_MORE , attributes: forAnimals('kissa') }),
  fam(`${FOOD}/maitokorvikkeet`, 'milk-replacer', 'diet', 'Maitokorvike', '{brand} {species}', { species: ['koiranpennuille', 'kissanpennuille'] }, [['250 g', 1], ['2 kg', 5.5]], [11, 16], 'Emonmaitoa vastaava korvike orpojen ja lisäruokintaa tarvitsevien pentujen ruokintaan.', { variants: { attribute: 'Paino', axis: 'pack', chance: 0.5 } , attributes: animalsFrom('species') }),
  fam(`${FOOD}/maitokorvikkeet`, 'milk-replacer', 'diet', 'Maitokorvike', '{brand} {species}', { species: ['varsoille', 'vasikoille', 'karitsoille ja kileille', 'porsaille'] }, [['2 kg', 1], ['5 kg', 2.2]], [24, 40], 'Helposti sekoittuva maitojauhe nuorten tuotantoeläinten ja varsojen ruokintaan.', { attributes: animalsFrom('species') }),
  fam(`${FOOD}/maitokorvikkeet`, 'feeding-bottle', 'diet', 'Ruokintapullosetti', '{brand} {species}', { species: ['pennuille ja kissanpennuille', 'karitsoille'] }, one('1 kpl'), [10, 14], 'Pullo ja varatutteja pienten eläinten ruokintaan.', { attributes: animalsFrom('species') }),
  fam(`${FOOD}/maitokorvikkeet`, 'milk-replacer', 'diet', 'Ternimaitovalmiste', '{brand} {species}', { species: ['vasikoille', 'varsoille', 'pennuille'] }, [['1 annos', 1], ['10 annosta', 9]], [10, 14], 'Vasta-aineita sisältävä ternimaitovalmiste ensimmäisiin elinvuorokausiin.', { attributes: animalsFrom('species') }),
  fam(`${FOOD}/ravintolisat`, 'supplement-jar', 'diet', 'Nivelravintolisä', '{brand} {form} {species}', { form: ['purutabletti', 'jauhe'], species: ['koiralle', 'kissalle'] }, [['60 tabl/annosta', 1], ['180 tabl/annosta', 2.6]], [14, 22], 'Glukosamiinia, kondroitiinia ja viherhuulisimpukkaa nivelten tueksi.', { variants: { attribute: 'Pakkauskoko', axis: 'pack', chance: 0.4 } , attributes: animalsFrom('species') }),
  fam(`${FOOD}/ravintolisat`, 'supplement-jar', 'diet', 'Nivelravintolisä', '{brand} hevoselle, {form}', { form: ['jauhe', 'pelletti'] }, [['1 kg', 1], ['3 kg', 2.6]], [28, 40], 'Hevosen nivelten ja jänteiden tueksi urheilu- ja ikääntyville hevosille.', { attributes: forAnimals('hevonen') }),
  fam(`${FOOD}/ravintolisat`, 'oil-bottle', 'diet', 'Omega-3-öljy', '{brand} {species} {pack}', { species: ['koiralle ja kissalle', 'hevoselle'] }, volumes('250 ml', '500 ml', '1 l'), [12, 18], 'Kalaöljy EPA- ja DHA-rasvahapoilla ihon, turkin ja nivelten hyvinvointiin.', { attributes: animalsFrom('species') }),
  fam(`${FOOD}/ravintolisat`, 'supplement-jar', 'diet', 'Probiootti', '{brand} {form} koiralle ja kissalle', { form: ['tahna 15 ml', 'tahna 30 ml', 'jauhe 30 x 1 g'] }, one('1 kpl'), [11, 18], 'Maitohappobakteereja ja prebiootteja suoliston tasapainoon.', { attributes: forAnimals('koira', 'kissa') }),
  fam(`${FOOD}/ravintolisat`, 'supplement-jar', 'diet', 'Ravintolisä', '{brand} {purpose}', { purpose: ['munuaisille, fosfaatinsitoja kissalle', 'rauhoittava koiralle ja kissalle', 'maksan tueksi koiralle', 'ihon ja turkin hoitoon', 'kognitiivisiin toimintoihin ikääntyvälle koiralle', 'virtsateiden tueksi kissalle'] }, [['60 g', 1], ['180 g', 2.5]], [12, 22], 'Eläinlääkäreille suunnattu ravintolisä erityistarpeisiin.', { attributes: animalsFrom('purpose') }),
  fam(`${FOOD}/ravintolisat`, 'supplement-jar', 'diet', 'Kivennäisrehu', '{brand} {species}', { species: ['hevoselle', 'lypsylehmille', 'lampaille', 'umpilehmille'] }, [['3 kg', 1], ['10 kg', 2.8]], [10, 16], 'Vitamiineja ja hivenaineita sisältävä kivennäinen perusruokinnan täydentämiseen.', { attributes: animalsFrom('species') }),
  fam(`${FOOD}/ravintolisat`, 'supplement-jar', 'diet', 'Elektrolyyttijauhe', '{brand} {species}', { species: ['hevoselle', 'vasikoille', 'koiralle ja kissalle'] }, [['1 kg', 1], ['2,5 kg', 2.2]], [12, 20], 'Nesteytykseen ripulin, kuumuuden tai rasituksen jälkeen.', { attributes: animalsFrom('species') }),
]

// prettier-ignore
export const HYGIENE_FAMILIES: Family[] = [
  fam(`${HYG}/kasihygienia`, 'hand-sanitizer', 'consumable', 'Käsihuuhde', '{brand} {type} {pack}', { type: ['geeli', 'neste', 'vaahto', 'geeli, hajusteeton'] }, volumes('100 ml', '500 ml', '1 l'), [3, 5], 'Alkoholipohjainen käsihuuhde hygieeniseen ja kirurgiseen käsidesinfektioon.'),
  fam(`${HYG}/kasihygienia`, 'hand-sanitizer', 'consumable', 'Käsisaippua', '{brand} {type} {pack}', { type: ['hajusteeton', 'mieto', 'klooriheksidiini 4 %'] }, volumes('500 ml', '1 l', '5 l'), [4, 7], 'Ihoystävällinen nestesaippua toistuvaan käsienpesuun.'),
  fam(`${HYG}/kasihygienia`, 'hand-sanitizer', 'consumable', 'Käsivoide', '{brand} {type} {pack}', { type: ['hajusteeton', 'rasvaisempi', 'imeytyvä'] }, volumes('100 ml', '500 ml'), [4, 7], 'Suojaa ja hoitaa käsiä, joita pestään ja desinfioidaan usein.'),
  fam(`${HYG}/kasihygienia`, 'wipes', 'consumable', 'Kosteuspyyhe', '{brand} {type}', { type: ['käsille', 'eläimen turkille ja tassuille', 'korvien puhdistukseen'] }, [['80 kpl', 1], ['3 x 80 kpl', 2.6]], [4, 7], 'Hajusteeton, pehmeä kosteuspyyhe puhdistukseen ilman vettä.'),
  fam(`${HYG}/pinta-ja-valinedesinfiointi`, 'spray-bottle', 'consumable', 'Desinfiointisuihke', '{brand} {base} {pack}', { base: ['alkoholi 70 %', 'klooriheksidiini 0,5 %', 'vetyperoksidi', 'kvaternaarinen ammonium, alkoholiton'] }, volumes('500 ml', '1 l'), [6, 10], 'Nopeasti vaikuttava pintadesinfiointiaine tutkimuspöydille ja välineille.'),
  fam(`${HYG}/pinta-ja-valinedesinfiointi`, 'wipes', 'consumable', 'Desinfiointiliina', '{brand} {base}', { base: ['alkoholi 70 %', 'klooriheksidiini', 'alkoholiton', 'sporisidinen'] }, [['100 kpl', 1], ['200 kpl', 1.8]], [6, 11], 'Valmiiksi kostutettu liina pintojen ja laitteiden desinfiointiin.'),
  fam(`${HYG}/pinta-ja-valinedesinfiointi`, 'canister', 'consumable', 'Välinedesinfiointiaine', '{brand} {base}, tiiviste {pack}', { base: ['aldehydivapaa', 'entsymaattinen', 'peretikkahappo'] }, volumes('1 l', '5 l'), [14, 22], 'Tiiviste instrumenttien puhdistukseen ja desinfiointiin ennen sterilointia.'),
  fam(`${HYG}/pinta-ja-valinedesinfiointi`, 'canister', 'consumable', 'Tallin desinfiointiaine', '{brand} {form} {pack}', { form: ['jauhe', 'tiiviste'] }, volumes('1 kg', '5 kg'), [16, 24], 'Laajakirjoinen desinfiointiaine tuotantotiloihin, talleihin ja kuljetusvälineisiin.'),
  fam(`${HYG}/pinta-ja-valinedesinfiointi`, 'spray-bottle', 'consumable', 'Klooriheksidiiniliuos', '{brand} {conc} {pack}', { conc: ['0,05 %', '0,5 %', '2 %'] }, volumes('250 ml', '1 l'), [5, 9], 'Antiseptinen liuos ihon ja haavojen puhdistukseen sekä toimenpidealueen valmisteluun.'),
  fam(`${HYG}/jatehuolto`, 'sharps-container', 'consumable', 'Neulankeräysastia', '{brand} {vol}', { vol: ['0,6 l', '1,5 l', '3 l', '5 l', '11 l'] }, [['1 kpl', 1], ['10 kpl', 9]], [2, 4], 'Läpäisemätön keräysastia käytetyille neuloille ja terille.', { priceDim: 'vol' }),
  fam(`${HYG}/jatehuolto`, 'waste-bag', 'consumable', 'Riskijätesäkki', '{brand} {vol}, {color}', { vol: ['60 l', '125 l'], color: ['keltainen', 'punainen'] }, one('50 kpl'), [9, 14], 'Merkitty jätesäkki tartuntavaarallisen ja biologisen jätteen keräykseen.'),
  fam(`${HYG}/jatehuolto`, 'waste-bag', 'consumable', 'Riskijäteastia', '{brand} {vol}', { vol: ['30 l', '50 l', '60 l'] }, one('1 kpl'), [8, 14], 'Tiiviisti suljettava astia biologiselle jätteelle.', { priceDim: 'vol' }),
  fam(`${HYG}/jatehuolto`, 'waste-bag', 'consumable', 'Eläinjätteen keräyssäkki', '{brand} {size}', { size: ['pieni', 'keskikokoinen', 'suuri'] }, one('25 kpl'), [12, 20], 'Vahva keräyssäkki eläinten ruhojen säilytykseen ja kuljetukseen.', { priceDim: 'size' }),
]

// prettier-ignore
export const CLINIC_FAMILIES: Family[] = [
  fam(`${CLINIC}/paperit-ja-suojat`, 'paper-roll', 'consumable', 'Tutkimuspöytäpaperi', '{brand} {width} x {len}', { width: ['50 cm', '60 cm'], len: ['50 m', '75 m'] }, one('6 rullaa'), [18, 26], 'Kaksikerroksinen suojapaperi tutkimuspöydille.'),
  fam(`${CLINIC}/paperit-ja-suojat`, 'underpad', 'consumable', 'Imukykyinen alusta', '{brand} {size}', { size: ['40 x 60 cm', '60 x 60 cm', '60 x 90 cm'] }, [['25 kpl', 1], ['100 kpl', 3.6]], [6, 10], 'Nesteitä imevä alusta leikkauspöydälle, häkkeihin ja kuljetuksiin.', { attributes: (v) => ({ size: v.size }), priceDim: 'size' }),
  fam(`${CLINIC}/paperit-ja-suojat`, 'face-mask', 'consumable', 'Kasvomaski', '{brand} {type}, {color}', { type: ['tyyppi II', 'tyyppi IIR', 'FFP2'], color: ['sininen', 'vihreä', 'valkoinen'] }, one('50 kpl'), [5, 12], 'Kertakäyttöinen suojamaski toimenpiteisiin ja leikkaussaliin.'),
  fam(`${CLINIC}/paperit-ja-suojat`, 'face-mask', 'consumable', 'Hiussuojus', '{brand} {color}', { color: ['sininen', 'vihreä', 'valkoinen'] }, one('100 kpl'), [4, 7], 'Kuitukankainen kertakäyttöinen hiussuojus.'),
  fam(`${CLINIC}/paperit-ja-suojat`, 'underpad', 'consumable', 'Leikkausliina', '{brand} {size}, steriili', { size: ['45 x 75 cm', '75 x 90 cm', '120 x 150 cm'] }, one('10 kpl'), [12, 24], 'Nesteitä läpäisemätön kertakäyttöinen leikkausliina.', { attributes: (v) => ({ size: v.size, sterile: 'yes' }), priceDim: 'size' }),
  fam(`${CLINIC}/paperit-ja-suojat`, 'paper-roll', 'consumable', 'Käsipyyhepaperi', '{brand} {type}', { type: ['Z-taitto', 'rulla'] }, one('20 pakettia'), [18, 28], 'Pehmeä ja imukykyinen käsipyyhe annostelijaan.'),
  fam(`${CLINIC}/toimistotarvikkeet`, 'clipboard', 'consumable', 'Lääkepussi', '{brand} {size}', { size: ['pieni 70 x 100 mm', 'keskikokoinen 100 x 150 mm', 'suuri 150 x 220 mm'] }, one('1000 kpl'), [14, 26], 'Minigrip-pussi tablettien luovutukseen, kirjoitettava merkintäkenttä.', { priceDim: 'size' }),
  fam(`${CLINIC}/toimistotarvikkeet`, 'clipboard', 'consumable', 'Annostusohjetarra', '{brand} {type}', { type: ['valkoinen', 'keltainen, ulkoisesti', 'oranssi, tuotantoeläimet'] }, one('1000 kpl'), [10, 16], 'Tulostettava tarra eläinlääkkeen annostusohjeelle.'),
  fam(`${CLINIC}/toimistotarvikkeet`, 'clipboard', 'consumable', 'Potilaskortti', '{brand} {type}', { type: ['koira', 'kissa', 'hevonen', 'rokotuskortti'] }, one('100 kpl'), [8, 14], 'Asiakkaalle annettava kortti hoitojen ja rokotusten seurantaan.'),
  fam(`${CLINIC}/toimistotarvikkeet`, 'clipboard', 'consumable', 'Kirjoitusalusta', '{brand} {type}', { type: ['A4, klipsi', 'A4, kansi'] }, one('1 kpl'), [4, 8], 'Kestävä alusta tallikäynneille ja vastaanotolle.'),
  fam(`${CLINIC}/elainten-hoitotarvikkeet/kuljetus-ja-lepo`, 'pet-carrier', 'instrument', 'Kuljetuslaatikko', '{brand} {size}', { size: ['S, 48 cm', 'M, 58 cm', 'L, 68 cm', 'XL, 81 cm'] }, one('1 kpl'), [24, 40], 'Tukeva muovinen kuljetuslaatikko metalliovella.', { priceDim: 'size' }),
  fam(`${CLINIC}/elainten-hoitotarvikkeet/kuljetus-ja-lepo`, 'heat-pad', 'instrument', 'Lämpöpatja', '{brand} {size}', { size: ['30 x 40 cm', '40 x 60 cm', '50 x 90 cm'] }, one('1 kpl'), [40, 70], 'Säädettävä lämpöalusta heräämöön, pyyhittävä pinta.', { priceDim: 'size' }),
  fam(`${CLINIC}/elainten-hoitotarvikkeet/kuljetus-ja-lepo`, 'heat-pad', 'instrument', 'Fleecealusta', '{brand} {size}, {color}', { size: ['50 x 75 cm', '75 x 100 cm'], color: ['harmaa', 'turkoosi'] }, one('1 kpl'), [16, 24], 'Pestävä, nopeasti kuivuva alusta häkkeihin.', { priceDim: 'size' }),
  fam(`${CLINIC}/elainten-hoitotarvikkeet/turkin-ja-kynsienhoito`, 'nail-clipper', 'instrument', 'Kynsisakset', '{brand} {size}', { size: ['pienille eläimille', 'keskikokoisille koirille', 'suurille koirille', 'giljotiinimalli'] }, one('1 kpl'), [15, 28], 'Terävät kynsisakset turvalukolla.'),
  fam(`${CLINIC}/elainten-hoitotarvikkeet/turkin-ja-kynsienhoito`, 'brush', 'instrument', 'Turkkiharja', '{brand} {type}', { type: ['harjas', 'piikki', 'karstaharja', 'kumisuka', 'pohjavillaharava'] }, one('1 kpl'), [15, 26], 'Ammattilaatuinen harja turkin hoitoon ja takkujen avaamiseen.'),
  fam(`${CLINIC}/elainten-hoitotarvikkeet/turkin-ja-kynsienhoito`, 'brush', 'instrument', 'Trimmauskone', '{brand} {type}', { type: ['johdoton', 'verkkovirta, hiljainen'] }, one('1 kpl'), [120, 240], 'Leikkausalueen ajeluun soveltuva kone vaihdettavalla terällä.'),
  fam(`${CLINIC}/elainten-hoitotarvikkeet/turkin-ja-kynsienhoito`, 'brush', 'instrument', 'Trimmauskoneen terä', '{brand} nro {no}', { no: ['10', '15', '30', '40', '50'] }, one('1 kpl'), [28, 42], 'Vaihtoterä trimmauskoneeseen, nro 40 kirurgiseen ajeluun.'),
]
