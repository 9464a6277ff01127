/** Instrumentit: surgical instruments, dental care, diagnostics. */
import { fam, one } from './make.ts'
import type { Family } from './types.ts'

const SURG = 'instrumentit/kirurgiset-instrumentit'
const DENT = 'instrumentit/hammashoito'
const DIAG = 'instrumentit/diagnostiikka'

const STEEL = 'Ruostumatonta kirurgista terästä, autoklavoitavissa.'
const MORE = [
  'Toimitetaan epästeriilinä; puhdista ja steriloi ennen käyttöä.',
  'Takuu valmistusvirheitä vastaan 2 vuotta.',
]

const instrument = (
  category: string,
  brand: string,
  dims: Family['dims'],
  price: [number, number],
  text: string,
  priceDim?: string,
): Family =>
  fam(
    category,
    category.endsWith('sakset') ? 'scissors' : category.endsWith('pinsetit') ? 'forceps' : 'needle-holder',
    'instrument',
    brand,
    `{brand} ${Object.keys(dims ?? {})
      .map((d) => `{${d}}`)
      .join(', ')}`,
    dims,
    one('1 kpl'),
    price,
    text,
    {
      more: MORE,
      priceDim,
      // docs/decisions/064-product-attributes.md: steel instruments ship non-sterile (MORE says so).
      attributes: (v) => ({ size: v.len, sterile: 'no', material: 'ruostumaton teräs' }),
    },
  )

// prettier-ignore
export const SURGICAL_FAMILIES: Family[] = [
  instrument(`${SURG}/sakset`, 'Metzenbaum-sakset', { shape: ['suora', 'kaareva'], len: ['14,5 cm', '18 cm', '20 cm'], edge: ['tylppä/tylppä', 'TC-terät'] }, [22, 40], `Hienovarainen preparointisakset pehmytkudoksille. ${STEEL}`, 'len'),
  instrument(`${SURG}/sakset`, 'Mayo-sakset', { shape: ['suora', 'kaareva'], len: ['14 cm', '17 cm'], edge: ['tylppä/tylppä', 'TC-terät'] }, [20, 36], `Tukevat sakset faskian ja kudosten leikkaamiseen. ${STEEL}`, 'len'),
  instrument(`${SURG}/sakset`, 'Iris-sakset', { shape: ['suora', 'kaareva'], len: ['11,5 cm'], edge: ['terävä/terävä', 'TC-terät'] }, [16, 28], `Pienet, terävät sakset tarkkaan työskentelyyn. ${STEEL}`),
  instrument(`${SURG}/sakset`, 'Kirurgiset sakset', { edge: ['terävä/terävä', 'terävä/tylppä', 'tylppä/tylppä'], shape: ['suora', 'kaareva'], len: ['14,5 cm', '16,5 cm'] }, [15, 26], `Yleissakset leikkaussaliin ja toimenpidehuoneeseen. ${STEEL}`, 'len'),
  instrument(`${SURG}/sakset`, 'Ompeleenpoistosakset', { len: ['11,5 cm', '14 cm'] }, [15, 22], `Koukkuterällä tikkien poistoon. ${STEEL}`),
  instrument(`${SURG}/sakset`, 'Sidesakset Lister', { len: ['14 cm', '18 cm'] }, [15, 24], `Kulmikkaat sakset sidosten leikkaamiseen ihoa vahingoittamatta. ${STEEL}`),
  instrument(`${SURG}/pinsetit`, 'Anatomiset pinsetit', { len: ['11,5 cm', '14,5 cm', '18 cm'], tip: ['suora', 'kaareva'] }, [15, 22], `Uritetut kärjet kudoksen ja sidostarvikkeiden käsittelyyn. ${STEEL}`, 'len'),
  instrument(`${SURG}/pinsetit`, 'Kirurgiset pinsetit 1x2 hammasta', { len: ['11,5 cm', '14,5 cm', '18 cm'] }, [15, 24], `Hampaalliset pinsetit ihon ja faskian tukevaan otteeseen. ${STEEL}`, 'len'),
  instrument(`${SURG}/pinsetit`, 'Adson-pinsetit', { tip: ['anatominen', 'kirurginen 1x2', 'Brown'], len: ['12 cm'] }, [16, 24], `Kapeat pinsetit ihon ompeluun. ${STEEL}`),
  instrument(`${SURG}/pinsetit`, 'DeBakey-pinsetit', { tip: ['1,5 mm', '2 mm'], len: ['15 cm', '20 cm'] }, [28, 48], `Atraumaattiset pinsetit suonille ja suolelle. ${STEEL}`, 'len'),
  instrument(`${SURG}/pinsetit`, 'Peanin suonipihdit', { shape: ['suora', 'kaareva'], len: ['14 cm', '16 cm', '20 cm'] }, [16, 28], `Hemostaattiset pihdit lukolla. ${STEEL}`, 'len'),
  instrument(`${SURG}/pinsetit`, 'Halsted-Mosquito-suonipihdit', { shape: ['suora', 'kaareva'], tip: ['1x2 hammasta', 'ilman hampaita'] }, [15, 24], `Pienet hemostaattiset pihdit tarkkaan työhön. ${STEEL}`),
  instrument(`${SURG}/pinsetit`, 'Allis-kudospihdit', { len: ['15 cm', '19 cm'], teeth: ['4x5 hammasta', '5x6 hammasta'] }, [18, 30], `Kudoksen pitelyyn lukolla varustetut pihdit. ${STEEL}`, 'len'),
  instrument(`${SURG}/pinsetit`, 'Backhaus-liinapihdit', { len: ['9 cm', '11 cm', '13 cm'] }, [15, 22], `Leikkausliinojen kiinnitykseen. ${STEEL}`, 'len'),
  instrument(`${SURG}/neulankuljettimet`, 'Mayo-Hegar-neulankuljetin', { len: ['14 cm', '16 cm', '18 cm', '20 cm'], jaw: ['perusleuat', 'TC-leuat'] }, [24, 45], `Yleisneulankuljetin lukolla. ${STEEL}`, 'len'),
  instrument(`${SURG}/neulankuljettimet`, 'Olsen-Hegar-neulankuljetin', { len: ['14 cm', '16 cm'], jaw: ['perusleuat', 'TC-leuat'] }, [28, 50], `Neulankuljetin ja lankasakset samassa instrumentissa. ${STEEL}`, 'len'),
  instrument(`${SURG}/neulankuljettimet`, 'Mathieu-neulankuljetin', { len: ['14 cm', '17 cm'] }, [26, 40], `Jousitettu lukko nopeaan käyttöön. ${STEEL}`, 'len'),
  instrument(`${SURG}/neulankuljettimet`, 'Castroviejo-neulankuljetin', { shape: ['suora', 'kaareva'], len: ['14 cm', '18 cm'], lock: ['lukolla', 'ilman lukkoa'] }, [80, 160], `Mikrokirurginen neulankuljetin hienoille langoille. ${STEEL}`, 'len'),
  fam(`${SURG}/skalpellit-ja-terat`, 'scalpel', 'instrument', 'Skalpellinterä', '{brand} nro {no}, {mat}, steriili', { no: ['10', '11', '12', '15', '20', '21', '22', '23', '24'], mat: ['hiiliteräs', 'ruostumaton teräs'] }, one('100 kpl'), [15, 24], 'Yksittäin steriilisti pakattu vaihtoterä skalpellinvarteen.', { attributes: (v) => ({ sterile: 'yes', material: v.mat }) }),
  fam(`${SURG}/skalpellit-ja-terat`, 'scalpel', 'instrument', 'Skalpellinvarsi', '{brand} nro {no}', { no: ['3', '4', '3L', '4L', '7'] }, one('1 kpl'), [15, 22], `Varsi vaihtoterille, mitta-asteikolla. ${STEEL}`, { attributes: () => ({ sterile: 'no', material: 'ruostumaton teräs' }) }),
  fam(`${SURG}/skalpellit-ja-terat`, 'scalpel', 'instrument', 'Kertakäyttöskalpelli', '{brand} nro {no}, steriili', { no: ['10', '11', '15', '20', '22'] }, one('10 kpl'), [15, 20], 'Valmiiksi varteen kiinnitetty kertakäyttöterä.', { attributes: () => ({ sterile: 'yes' }) }),
  fam(`${SURG}/skalpellit-ja-terat`, 'scalpel', 'instrument', 'Ihobiopsiameisti', '{brand} {size}', { size: ['2 mm', '3 mm', '4 mm', '6 mm', '8 mm'] }, one('10 kpl'), [16, 26], 'Steriili kertakäyttöinen meisti ihobiopsioiden ottoon.', { attributes: (v) => ({ size: v.size, sterile: 'yes' }) }),
]

// prettier-ignore
export const DENTAL_FAMILIES: Family[] = [
  fam(DENT, 'dental-instrument', 'instrument', 'Hammaskivikaavin', '{brand} {type}', { type: ['sirppi H6/7', 'Columbia 13/14', 'Gracey 1/2', 'Gracey 7/8', 'Gracey 11/12', 'Gracey 13/14', 'Universal 4R/4L'] }, one('1 kpl'), [24, 40], 'Kaksipäinen käsi-instrumentti hammaskiven poistoon, kevyt onttovarsi.', { more: MORE }),
  fam(DENT, 'dental-instrument', 'instrument', 'Hammaselevaattori', '{brand} {type}, {width}', { type: ['suora', 'siipimallinen'], width: ['1 mm', '2 mm', '3 mm', '4 mm', '5 mm'] }, one('1 kpl'), [28, 46], 'Ohut elevaattori hampaan kiinnityskudosten irrottamiseen.', { more: MORE }),
  fam(DENT, 'dental-instrument', 'instrument', 'Hammaspihdit', '{brand} {type}', { type: ['kissalle', 'pienille koirille', 'suurille koirille', 'juurenpoistoon', 'maitohampaille'] }, one('1 kpl'), [40, 70], 'Ergonomiset poistopihdit eläinhammashoitoon.', { more: MORE }),
  fam(DENT, 'dental-instrument', 'instrument', 'Ultraäänikaapimen kärki', '{brand} {type}', { type: ['universaali', 'perio, ohut', 'tehokärki'] }, one('1 kpl'), [45, 80], 'Vaihtokärki pietsosähköiseen ultraäänikaapimeen.'),
  fam(DENT, 'dental-instrument', 'instrument', 'Hammastahna kiillotukseen', '{brand} {grit}, {flavor}', { grit: ['karkea', 'keskikarkea', 'hieno'], flavor: ['minttu', 'kana', 'maustamaton'] }, one('200 g'), [15, 22], 'Fluoriton profylaksiapasta hampaiden kiillotukseen hammaskiven poiston jälkeen.'),
  fam(DENT, 'dental-instrument', 'instrument', 'Profylaksiakuppi', '{brand} {type}', { type: ['pehmeä', 'kova', 'harjaskuppi'] }, one('100 kpl'), [16, 26], 'Kertakäyttöinen kiillotuskuppi kulmakappaleeseen.'),
  fam(DENT, 'dental-instrument', 'instrument', 'Hammasporan terä', '{brand} {type}, {size}', { type: ['ruusupora', 'fissuurapora', 'timanttipora'], size: ['pieni', 'keskikokoinen', 'suuri'] }, one('5 kpl'), [15, 30], 'Volframikarbidi- tai timanttiterä turbiini- ja kulmakappaleisiin.'),
]

// prettier-ignore
export const DIAGNOSTIC_FAMILIES: Family[] = [
  fam(`${DIAG}/otoskoopit`, 'otoscope', 'instrument', 'Otoskooppi', '{brand} {light}, {handle}', { light: ['LED', 'halogeeni', 'kuituoptinen LED'], handle: ['paristokahva', 'ladattava kahva'] }, one('1 kpl'), [120, 240], 'Eläinlääkintäotoskooppi suurennoslinssillä ja suljetulla järjestelmällä.', { more: ['Sopii korvakäytävän tutkimukseen ja näytteenottoon.'] }),
  fam(`${DIAG}/otoskoopit`, 'otoscope', 'instrument', 'Otoskoopin kertakäyttökärki', '{brand} {size}', { size: ['2,5 mm', '3 mm', '4 mm', '5 mm', '9 mm'] }, [['250 kpl', 1], ['1000 kpl', 3.4]], [15, 22], 'Kertakäyttöinen korvasuppilo otoskooppiin.'),
  fam(`${DIAG}/otoskoopit`, 'otoscope', 'instrument', 'Oftalmoskooppi', '{brand} {light}', { light: ['LED', 'halogeeni'] }, one('1 kpl'), [150, 320], 'Suoran oftalmoskopian instrumentti 28 linssillä.'),
  fam(`${DIAG}/otoskoopit`, 'otoscope', 'instrument', 'Diagnostiikkasetti', '{brand} {light}, {handle}', { light: ['LED', 'halogeeni'], handle: ['paristokahva', 'ladattava kahva'] }, one('1 kpl'), [280, 560], 'Otoskooppi ja oftalmoskooppi yhteisellä kahvalla kotelossa.'),
  fam(`${DIAG}/stetoskoopit`, 'stethoscope', 'instrument', 'Stetoskooppi', '{brand} {type}, {color}', { type: ['kaksipuolinen', 'pediatrinen', 'kardiologinen', 'yksipuolinen, kevyt'], color: ['musta', 'sininen', 'viininpunainen', 'harmaa'] }, one('1 kpl'), [45, 160], 'Erinomainen äänentoisto myös suurten eläinten sydän- ja keuhkoäänille.', { priceDim: 'type' }),
  fam(`${DIAG}/stetoskoopit`, 'stethoscope', 'instrument', 'Elektroninen stetoskooppi', '{brand} {color}', { color: ['musta', 'sininen'] }, one('1 kpl'), [320, 520], 'Vahvistaa ääniä jopa 40-kertaisesti ja vaimentaa taustamelua.'),
  fam(`${DIAG}/stetoskoopit`, 'stethoscope', 'instrument', 'Stetoskoopin korvakappaleet', '{brand} {type}', { type: ['pehmeä', 'kova'] }, one('2 paria'), [15, 20], 'Vaihtokorvakappaleet stetoskooppiin.'),
  fam(`${DIAG}/lampomittarit`, 'thermometer', 'instrument', 'Digitaalinen kuumemittari', '{brand} {type}', { type: ['joustava kärki', 'nopea 10 s', 'vedenpitävä', 'suurille eläimille, pitkä kärki'] }, [['1 kpl', 1], ['10 kpl', 8]], [15, 24], 'Peräsuolilämmön mittaamiseen, äänimerkki ja muisti.'),
  fam(`${DIAG}/lampomittarit`, 'thermometer', 'instrument', 'Lämpömittarin suojatuppi', '{brand} {type}', { type: ['universaali', 'joustavalle kärjelle'] }, [['100 kpl', 1], ['1000 kpl', 7]], [15, 18], 'Hygieeninen kertakäyttösuoja digitaaliseen kuumemittariin.'),
  fam(`${DIAG}/lampomittarit`, 'thermometer', 'instrument', 'Infrapunalämpömittari', '{brand} {type}', { type: ['korva', 'kosketukseton'] }, one('1 kpl'), [45, 90], 'Nopea lämmön mittaus; suuntaa antava, varmista peräsuolimittauksella.'),
]
