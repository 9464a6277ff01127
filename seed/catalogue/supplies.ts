/** Hoitotarvikkeet: dressings, injection supplies, gloves, infusion, sutures, collars, bulk packs. */
import { gaugeOf } from './attributes.ts'
import { fam, one } from './make.ts'
import type { AttributeValues, Family } from './types.ts'

const H = 'hoitotarvikkeet'
const SIDE = `${H}/sidetarvikkeet`
const INJ = `${H}/injektiotarvikkeet`
const GLOVE = `${H}/kasineet`
const INF = `${H}/infuusio-ja-kanyylit`
const SUT = `${H}/ompelutarvikkeet`

const SIZES = ['XS', 'S', 'M', 'L', 'XL']
const SURGICAL_SIZES = ['6', '6,5', '7', '7,5', '8', '8,5']
const GAUGES = ['18G', '20G', '21G', '22G', '23G', '25G', '27G']
const USP = ['4-0', '3-0', '2-0', '0', '1']
const SUTURE_NEEDLES = ['3/8 leikkaava 19 mm', '1/2 pyöreä 26 mm', '1/2 pyöreä 36 mm']

// docs/decisions/064-product-attributes.md: each family's attributes from its own values.
type Values = Readonly<Record<string, string>>
const yesNo = (yes: boolean) => (yes ? 'yes' : 'no')
/** A dimension that says "steriili" or "epästeriili". */
const sterility = (text: string | undefined) => (text ? yesNo(text === 'steriili') : undefined)
const sized =
  (dim: string, more: AttributeValues = {}) =>
  (v: Values): AttributeValues => ({ size: v[dim], ...more })
const sterileSized = (dim: string) => sized(dim, { sterile: 'yes' })
const gauged = (sterile: boolean) => (v: Values) => ({ size: v.gauge, sterile: sterile ? 'yes' : undefined })
const glove =
  (material: string) =>
  (v: Values): AttributeValues => ({
    size: v.size,
    sterile: 'no',
    powder_free: yesNo(!v.finish || v.finish.startsWith('puuteriton')),
    material,
  })
const suture = (material: string) => () => ({ sterile: 'yes', material })

// prettier-ignore
export const DRESSING_FAMILIES: Family[] = [
  fam(`${SIDE}/sideharsot-ja-taitokset`, 'gauze', 'consumable', 'Sideharsotaitos', '{brand} {size}, {ply}, {ster}', { size: ['5 x 5 cm', '7,5 x 7,5 cm', '10 x 10 cm'], ply: ['8-kertainen', '12-kertainen'], ster: ['steriili', 'epästeriili'] }, [['100 kpl', 1], ['25 x 2 kpl', 1.3]], [3, 7], 'Puuvillainen sideharsotaitos haavojen puhdistukseen ja peittämiseen.', { attributes: (v) => ({ size: v.size, sterile: sterility(v.ster) }), priceDim: 'size' }),
  fam(`${SIDE}/sideharsot-ja-taitokset`, 'gauze', 'consumable', 'Kuitukangastaitos', '{brand} {size}, 4-kertainen, {ster}', { size: ['5 x 5 cm', '7,5 x 7,5 cm', '10 x 10 cm'], ster: ['steriili', 'epästeriili'] }, one('100 kpl'), [3, 6], 'Nukkaamaton kuitukangastaitos haavanhoitoon ja toimenpiteisiin.', { attributes: (v) => ({ size: v.size, sterile: sterility(v.ster), material: 'kuitukangas' }), priceDim: 'size' }),
  fam(`${SIDE}/sideharsot-ja-taitokset`, 'bandage-roll', 'consumable', 'Sideharsoside', '{brand} {width} x 4 m', { width: ['4 cm', '6 cm', '8 cm', '10 cm'] }, one('20 rullaa'), [5, 9], 'Ilmava sideharsoside sidosten kiinnittämiseen.', { attributes: sized('width', { material: 'puuvilla' }), priceDim: 'width' }),
  fam(`${SIDE}/sideharsot-ja-taitokset`, 'gauze', 'consumable', 'Vanutaitos', '{brand} {size}, imukykyinen', { size: ['10 x 10 cm', '10 x 20 cm', '20 x 20 cm'] }, [['50 kpl', 1], ['10 x 10 kpl', 0.8]], [4, 9], 'Imukykyinen taitos runsaasti erittäviin haavoihin.', { attributes: sized('size'), priceDim: 'size' }),
  fam(`${SIDE}/kiinnityssiteet`, 'bandage-roll', 'consumable', 'Joustoside', '{brand} {width} x 4 m', { width: ['6 cm', '8 cm', '10 cm', '12 cm', '15 cm'] }, [['10 rullaa', 1], ['20 rullaa', 1.9]], [5, 9], 'Joustava kiinnitysside, joka myötäilee raajan muotoja.', { attributes: sized('width'), priceDim: 'width' }),
  fam(`${SIDE}/kiinnityssiteet`, 'bandage-roll', 'consumable', 'Kiinnitysteippi', '{brand} {mat} {width} x 9,1 m', { mat: ['kuitukangas', 'silkki', 'läpinäkyvä', 'sinkkioksidi'], width: ['1,25 cm', '2,5 cm', '5 cm'] }, one('12 rullaa'), [5, 11], 'Hengittävä kiinnitysteippi kanyylien ja sidosten kiinnitykseen.', { attributes: (v) => ({ size: v.width, material: v.mat === 'kuitukangas' || v.mat === 'silkki' ? v.mat : undefined }), priceDim: 'width' }),
  fam(`${SIDE}/kiinnityssiteet`, 'bandage-roll', 'consumable', 'Pehmustevanu', '{brand} {width} x 3 m', { width: ['5 cm', '7,5 cm', '10 cm', '15 cm'] }, one('12 rullaa'), [6, 12], 'Synteettinen pehmustevanu tukisidosten ja lastoitusten alle.', { attributes: sized('width'), priceDim: 'width' }),
  fam(`${SIDE}/itsekiinnittyvat-siteet`, 'cohesive-bandage', 'consumable', 'Itsekiinnittyvä side', '{brand} {width} x 4,5 m, {color}', { width: ['2,5 cm', '5 cm', '7,5 cm', '10 cm'], color: ['sininen', 'punainen', 'musta', 'vihreä', 'pinkki', 'lajitelma'] }, [['1 rulla', 1], ['18 rullaa', 14]], [2, 2.6], 'Itseensä tarttuva side, joka ei tartu karvaan; helppo repiä käsin.', { attributes: sized('width'), priceDim: 'width' }),
  fam(`${SIDE}/itsekiinnittyvat-siteet`, 'cohesive-bandage', 'consumable', 'Hevosen pinteli itsekiinnittyvä', '{brand} 10 cm x 4,5 m, {color}', { color: ['ruskea', 'musta', 'valkoinen', 'sininen'] }, [['1 rulla', 1], ['12 rullaa', 10]], [2.5, 3.5], 'Leveä itsekiinnittyvä pinteli hevosen jalkojen tukemiseen ja suojaamiseen.', { attributes: () => ({ size: '10 cm', animal: 'hevonen' }) }),
  fam(`${SIDE}/haavasidokset`, 'wound-dressing', 'consumable', 'Vaahtosidos', '{brand} {size}, {edge}', { size: ['5 x 5 cm', '10 x 10 cm', '15 x 15 cm'], edge: ['silikonireunalla', 'ilman reunaa'] }, one('10 kpl'), [9, 16], 'Imukykyinen vaahtosidos erittäviin haavoihin; irtoaa haavasta kivuttomasti.', { attributes: sized('size'), priceDim: 'size' }),
  fam(`${SIDE}/haavasidokset`, 'wound-dressing', 'consumable', 'Hydrogeelisidos', '{brand} {size}', { size: ['5 x 7,5 cm', '10 x 10 cm'] }, one('10 kpl'), [12, 18], 'Kosteuttava sidos kuivien ja kuolioisten haavojen puhdistumiseen.', { attributes: sized('size'), priceDim: 'size' }),
  fam(`${SIDE}/haavasidokset`, 'wound-dressing', 'consumable', 'Alginaattisidos', '{brand} {size}', { size: ['5 x 5 cm', '10 x 10 cm', '10 x 20 cm'] }, one('10 kpl'), [12, 20], 'Geeliytyvä alginaattisidos runsaasti erittäviin ja vuotaviin haavoihin.', { attributes: sized('size'), priceDim: 'size' }),
  fam(`${SIDE}/haavasidokset`, 'wound-dressing', 'consumable', 'Hopeasidos', '{brand} {size}, antimikrobinen', { size: ['10 x 10 cm', '15 x 15 cm'] }, one('5 kpl'), [18, 26], 'Hopeaa vapauttava sidos infektoituneiden haavojen hoitoon.', { attributes: sized('size'), priceDim: 'size' }),
  fam(`${SIDE}/haavasidokset`, 'wound-dressing', 'consumable', 'Haavalappu', '{brand} {size}, {ster}', { size: ['5 x 7,2 cm', '9 x 10 cm', '9 x 15 cm', '9 x 25 cm'], ster: ['steriili'] }, [['50 kpl', 1], ['25 kpl', 0.55]], [6, 12], 'Itsekiinnittyvä haavalappu leikkaushaavan peittämiseen.', { attributes: (v) => ({ size: v.size, sterile: sterility(v.ster) }), priceDim: 'size' }),
  fam(`${SIDE}/haavasidokset`, 'gauze', 'consumable', 'Rasvaharso', '{brand} {size}, steriili', { size: ['5 x 5 cm', '10 x 10 cm', '10 x 40 cm'] }, one('10 kpl'), [5, 9], 'Tarttumaton rasvaharso haavan pinnalle sidoksen alle.', { attributes: sterileSized('size'), priceDim: 'size' }),
]

// prettier-ignore
export const INJECTION_FAMILIES: Family[] = [
  fam(`${INJ}/ruiskut`, 'syringe', 'consumable', 'Injektioruisku', '{brand} {conn} {vol}, steriili', { conn: ['Luer', 'Luer-Lock'], vol: ['1 ml', '2 ml', '3 ml', '5 ml', '10 ml', '20 ml', '50 ml'] }, [['100 kpl', 1]], [5, 7], 'Kertakäyttöinen kaksiosainen ruisku selkeällä asteikolla.', { attributes: sterileSized('vol'), priceDim: 'vol' }),
  fam(`${INJ}/ruiskut`, 'syringe', 'consumable', 'Insuliiniruisku U-40', '{brand} {vol} {needle}', { vol: ['0,3 ml', '0,5 ml', '1 ml'], needle: ['29G x 12 mm', '30G x 8 mm'] }, one('100 kpl'), [14, 20], 'Insuliiniruisku kiinteällä neulalla U-40-insuliinien annosteluun.', { attributes: (v) => ({ size: [v.vol, gaugeOf(v.needle)], sterile: 'yes' }) }),
  fam(`${INJ}/ruiskut`, 'syringe', 'consumable', 'Tuberkuliiniruisku', '{brand} 1 ml {needle}', { needle: ['ilman neulaa', '26G x 10 mm'] }, one('100 kpl'), [8, 12], 'Tarkka 1 ml ruisku pienten annosten mittaamiseen.', { attributes: (v) => ({ size: ['1 ml', gaugeOf(v.needle)], sterile: 'yes' }) }),
  fam(`${INJ}/ruiskut`, 'syringe', 'consumable', 'Annosteluruisku oraalinen', '{brand} {vol}, {color}', { vol: ['1 ml', '3 ml', '5 ml', '10 ml', '20 ml'], color: ['oranssi', 'violetti'] }, one('100 kpl'), [9, 14], 'Oraalisten lääkkeiden annosteluun; ei sovi yhteen injektioneulojen kanssa.', { attributes: sized('vol'), priceDim: 'vol' }),
  fam(`${INJ}/ruiskut`, 'syringe', 'consumable', 'Monikäyttöruisku', '{brand} {vol}, {conn}', { vol: ['10 ml', '20 ml', '50 ml'], conn: ['Luer-Lock', 'Luer-liitin'] }, one('1 kpl'), [14, 24], 'Pestävä ja steriloitava metallinen ruisku tuotantoeläinpraktiikkaan.', { attributes: sized('vol', { material: 'metalli' }), priceDim: 'vol' }),
  fam(`${INJ}/neulat`, 'needle', 'consumable', 'Injektioneula', '{brand} {gauge} x {len}', { gauge: GAUGES, len: ['16 mm', '25 mm', '40 mm'] }, one('100 kpl'), [3, 5], 'Kertakäyttöinen steriili injektioneula, värikoodattu kanta.', { attributes: gauged(true) }),
  fam(`${INJ}/neulat`, 'needle', 'consumable', 'Perhosneula', '{brand} {gauge}, letku {len}', { gauge: ['19G', '21G', '23G', '25G'], len: ['20 cm', '30 cm'] }, one('50 kpl'), [12, 18], 'Siivekäs kanyyli verinäytteiden ottoon ja lyhyisiin infuusioihin.', { attributes: gauged(true) }),
  fam(`${INJ}/neulat`, 'needle', 'consumable', 'Spinaalineula', '{brand} {gauge} x {len}', { gauge: ['20G', '22G', '25G'], len: ['38 mm', '90 mm'] }, one('25 kpl'), [18, 30], 'Ohut spinaalineula epiduraalipuudutuksiin ja aivo-selkäydinnestenäytteisiin.', { attributes: gauged(true) }),
  fam(`${INJ}/neulat`, 'needle', 'consumable', 'Monikäyttöneula', '{brand} {gauge} x {len}', { gauge: ['14G', '16G', '18G'], len: ['15 mm', '25 mm'] }, one('12 kpl'), [6, 10], 'Kestävä teräsneula monikäyttöruiskuihin.', { attributes: (v) => ({ size: v.gauge, material: 'teräs' }) }),
]

// prettier-ignore
export const GLOVE_FAMILIES: Family[] = [
  fam(`${GLOVE}/nitriilikasineet`, 'glove-box', 'consumable', 'Nitriilikäsine', '{brand} {finish}, {color}, {size}', { finish: ['puuteriton', 'puuteriton, pitkävartinen', 'puuteriton, vahvistettu'], color: ['sininen', 'musta', 'violetti', 'valkoinen'], size: SIZES }, [['100 kpl', 1], ['200 kpl', 1.8]], [6, 10], 'Lateksiton tutkimuskäsine, kuvioidut sormenpäät parantavat otetta.', { attributes: glove('nitriili'), variants: { attribute: 'Koko', axis: 'size', chance: 0.6 } }),
  fam(`${GLOVE}/lateksikasineet`, 'glove', 'consumable', 'Lateksikäsine', '{brand} {finish}, {size}', { finish: ['puuteriton', 'puuteriton, tekstuuripinta', 'kevyesti puuteroitu', 'puuteriton, pitkävartinen'], size: SIZES }, one('100 kpl'), [5, 9], 'Joustava ja tuntoherkkä luonnonkumikäsine tutkimuksiin ja hoitotoimenpiteisiin.', { attributes: glove('lateksi'), variants: { attribute: 'Koko', axis: 'size', chance: 0.6 } }),
  fam(`${GLOVE}/lateksikasineet`, 'glove', 'consumable', 'Vinyylikäsine', '{brand} puuteriton, {size}', { size: SIZES }, one('100 kpl'), [3, 5], 'Edullinen kertakäyttökäsine lyhytkestoisiin töihin.', { attributes: glove('vinyyli'), variants: { attribute: 'Koko', axis: 'size', chance: 0.6 } }),
  fam(`${GLOVE}/kirurgiset-kasineet`, 'surgical-gloves', 'consumable', 'Kirurginen käsine', '{brand} {mat}, steriili, koko {size}', { mat: ['lateksi', 'lateksiton synteettinen', 'lateksi, mikrokirurgia', 'lateksi, kaksinkertainen suoja'], size: SURGICAL_SIZES }, one('50 paria'), [28, 38], 'Steriili leikkauskäsine anatomisella muotoilulla, pareittain pakattu.', { attributes: (v) => ({ size: v.size, sterile: 'yes', material: v.mat?.startsWith('lateksiton') ? 'synteettinen' : 'lateksi' }), variants: { attribute: 'Koko', axis: 'size', chance: 0.6 } }),
  fam(`${GLOVE}/kirurgiset-kasineet`, 'glove', 'consumable', 'Peräsuolitutkimuskäsine', '{brand} {len}, {color}', { len: ['olkapäähän', 'kyynärpäähän'], color: ['oranssi', 'vihreä', 'läpinäkyvä'] }, one('100 kpl'), [9, 14], 'Pitkävartinen kertakäyttökäsine nautojen ja hevosten peräsuolitutkimuksiin.', { attributes: () => ({ sterile: 'no', animal: ['nauta', 'hevonen'] }) }),
]

// prettier-ignore
export const INFUSION_FAMILIES: Family[] = [
  fam(`${INF}/kanyylit`, 'cannula', 'consumable', 'Laskimokanyyli', '{brand} {gauge}, {type}', { gauge: ['14G', '16G', '18G', '20G', '22G', '24G', '26G'], type: ['siivekkeellä', 'injektioportilla'] }, one('50 kpl'), [25, 35], 'Laskimokanyyli läpinäkyvällä takaisinvirtauskammiolla.', { attributes: gauged(true) }),
  fam(`${INF}/kanyylit`, 'cannula', 'consumable', 'Hevosen laskimokanyyli', '{brand} {gauge} x {len}, pitkäaikainen', { gauge: ['12G', '14G'], len: ['80 mm', '130 mm'] }, one('10 kpl'), [28, 38], 'Polyuretaaninen kanyyli hevosen pitkäaikaiseen nesteytykseen.', { attributes: (v) => ({ size: v.gauge, sterile: 'yes', material: 'polyuretaani', animal: 'hevonen' }) }),
  fam(`${INF}/kanyylit`, 'cannula', 'consumable', 'Kanyylin suojasidos', '{brand} {size}', { size: ['5 x 5,7 cm', '6 x 7 cm', '8,5 x 10,5 cm'] }, one('100 kpl'), [14, 22], 'Läpinäkyvä kalvosidos kanyylin kiinnitykseen ja suojaamiseen.', { attributes: sized('size') }),
  fam(`${INF}/infuusiovalineet`, 'infusion-set', 'consumable', 'Infuusiolaitteisto', '{brand} {drops}, {len}', { drops: ['20 tippaa/ml', '60 tippaa/ml'], len: ['150 cm', '180 cm', '250 cm'] }, one('50 kpl'), [22, 32], 'Painovoimainfuusiolaitteisto rullasulkimella ja injektioportilla.', { attributes: () => ({ sterile: 'yes' }) }),
  fam(`${INF}/infuusiovalineet`, 'infusion-set', 'consumable', 'Jatkoletku', '{brand} {len}, Luer-Lock', { len: ['10 cm', '25 cm', '50 cm', '100 cm', '150 cm'] }, one('50 kpl'), [12, 20], 'Steriili jatkoletku infuusiolaitteistoon ja ruiskupumppuun.', { attributes: () => ({ sterile: 'yes' }), priceDim: 'len' }),
  fam(`${INF}/infuusiovalineet`, 'infusion-set', 'consumable', 'Kolmitiehana', '{brand} {type}', { type: ['ilman letkua', '10 cm letkulla'] }, one('50 kpl'), [14, 22], 'Kolmitiehana infuusioiden ja lääkkeiden yhdistämiseen.'),
  fam(`${INF}/infuusiovalineet`, 'infusion-set', 'consumable', 'Hevosen infuusiolaitteisto', '{brand} {type}', { type: ['kierteellä', 'paineinfuusioon'] }, one('10 kpl'), [24, 36], 'Suurivirtauksinen infuusiolaitteisto hevosen nesteytykseen.', { attributes: () => ({ animal: 'hevonen' }) }),
]

// prettier-ignore
export const SUTURE_FAMILIES: Family[] = [
  fam(`${SUT}/resorboituvat-langat`, 'suture', 'consumable', 'Polyglaktiini 910 -ommellanka', '{brand} USP {usp}, {needle}, 70 cm', { usp: USP, needle: SUTURE_NEEDLES }, one('12 kpl'), [24, 34], 'Punottu, imeytyvä ommellanka ihonalaisiin ja sisäisiin ompeleisiin.', { attributes: suture('polyglaktiini 910') }),
  fam(`${SUT}/resorboituvat-langat`, 'suture', 'consumable', 'Polydioksanoni-ommellanka', '{brand} USP {usp}, {needle}, 70 cm', { usp: USP, needle: SUTURE_NEEDLES }, one('12 kpl'), [28, 38], 'Monofilamentti, hitaasti imeytyvä lanka faskian ja vatsanpeitteiden sulkuun.', { attributes: suture('polydioksanoni') }),
  fam(`${SUT}/resorboituvat-langat`, 'suture', 'consumable', 'Polyglekaproni-ommellanka', '{brand} USP {usp}, {needle}, 70 cm', { usp: ['4-0', '3-0', '2-0'], needle: SUTURE_NEEDLES }, one('12 kpl'), [26, 36], 'Nopeasti imeytyvä monofilamentti ihonsisäisiin ompeleisiin.', { attributes: suture('polyglekaproni') }),
  fam(`${SUT}/ei-resorboituvat-langat`, 'suture', 'consumable', 'Polyamidi-ommellanka', '{brand} USP {usp}, {needle}, 75 cm', { usp: USP, needle: SUTURE_NEEDLES }, one('12 kpl'), [18, 26], 'Monofilamentti ihon ompeluun, vähän kudosreaktiota.', { attributes: suture('polyamidi') }),
  fam(`${SUT}/ei-resorboituvat-langat`, 'suture', 'consumable', 'Polypropeeni-ommellanka', '{brand} USP {usp}, {needle}, 75 cm', { usp: ['4-0', '3-0', '2-0', '0'], needle: SUTURE_NEEDLES }, one('12 kpl'), [22, 30], 'Kestävä monofilamentti verisuoni- ja ihon ompeluun.', { attributes: suture('polypropeeni') }),
  fam(`${SUT}/ei-resorboituvat-langat`, 'suture', 'consumable', 'Silkkiommellanka', '{brand} USP {usp}, {needle}, 75 cm', { usp: ['3-0', '2-0', '0'], needle: SUTURE_NEEDLES }, one('12 kpl'), [16, 24], 'Punottu silkkilanka, jonka solmut pitävät hyvin.', { attributes: suture('silkki') }),
  fam(`${SUT}/ei-resorboituvat-langat`, 'needle-holder', 'consumable', 'Ihoniitoja', '{brand} {type}', { type: ['35 niittiä, leveä', '35 niittiä, normaali'] }, one('6 kpl'), [26, 38], 'Kertakäyttöinen ihoniittaaja leikkaushaavojen nopeaan sulkemiseen.'),
]

// prettier-ignore
export const COLLAR_FAMILIES: Family[] = [
  fam(`${H}/kauluri-ja-suojat`, 'cone-collar', 'consumable', 'Suojakauluri', '{brand} {mat}, {size}', { mat: ['läpinäkyvä muovi', 'pehmeä kangas', 'täytettävä'], size: ['7,5 cm', '10 cm', '12,5 cm', '15 cm', '20 cm', '25 cm', '30 cm'] }, one('1 kpl'), [4, 8], 'Estää eläintä nuolemasta ja raapimasta haavaa toipumisen aikana.', { attributes: (v) => ({ size: v.size, material: v.mat === 'läpinäkyvä muovi' ? 'muovi' : v.mat === 'pehmeä kangas' ? 'kangas' : undefined }), priceDim: 'size' }),
  fam(`${H}/kauluri-ja-suojat`, 'recovery-suit', 'consumable', 'Leikkauspuku koiralle', '{brand} {model}, {size}', { model: ['lyhythihainen', 'pitkähihainen'], size: ['XXS', 'XS', 'S', 'M', 'L', 'XL'] }, one('1 kpl'), [16, 24], 'Hengittävä, joustava suojapuku kaulurin vaihtoehdoksi leikkauksen jälkeen.', { attributes: sized('size', { animal: 'koira' }), priceDim: 'size', variants: { attribute: 'Koko', axis: 'size', chance: 0.7 } }),
  fam(`${H}/kauluri-ja-suojat`, 'recovery-suit', 'consumable', 'Leikkauspuku kissalle', '{brand} {size}', { size: ['XXS', 'XS', 'S', 'M'] }, one('1 kpl'), [15, 20], 'Joustava suojapuku kissan leikkaushaavan suojaksi.', { attributes: sized('size', { animal: 'kissa' }), variants: { attribute: 'Koko', axis: 'size', chance: 0.7 } }),
  fam(`${H}/kauluri-ja-suojat`, 'recovery-suit', 'consumable', 'Suojasukka tassulle', '{brand} {size}', { size: ['XS', 'S', 'M', 'L', 'XL'] }, one('2 kpl'), [8, 12], 'Vedenpitävä sukka tassun sidoksen suojaksi.', { attributes: sized('size'), priceDim: 'size', variants: { attribute: 'Koko', axis: 'size', chance: 0.5 } }),
]

// prettier-ignore
export const BULK_FAMILIES: Family[] = [
  fam(`${H}/tukkupakkaukset`, 'glove-box', 'bulk', 'Nitriilikäsine puuteriton', '{brand}, {color}, {size}, tukkupakkaus', { color: ['sininen', 'musta'], size: SIZES }, one('10 x 100 kpl'), [55, 75], 'Klinikan perustarvike edullisesti laatikollisena.', { attributes: glove('nitriili') }),
  fam(`${H}/tukkupakkaukset`, 'syringe', 'bulk', 'Injektioruisku Luer', '{brand} {vol}, tukkupakkaus', { vol: ['2 ml', '5 ml', '10 ml', '20 ml'] }, one('10 x 100 kpl'), [40, 70], 'Säästöpakkaus ruiskuja kuluttaville klinikoille.', { attributes: sterileSized('vol'), priceDim: 'vol' }),
  fam(`${H}/tukkupakkaukset`, 'needle', 'bulk', 'Injektioneula', '{brand} {gauge} x 25 mm, tukkupakkaus', { gauge: ['18G', '20G', '21G', '23G'] }, one('10 x 100 kpl'), [28, 40], 'Säästöpakkaus yleisimpiä neulakokoja.', { attributes: gauged(true) }),
  fam(`${H}/tukkupakkaukset`, 'gauze', 'bulk', 'Sideharsotaitos', '{brand} {size}, epästeriili, tukkupakkaus', { size: ['5 x 5 cm', '10 x 10 cm'] }, one('20 x 100 kpl'), [45, 80], 'Sideharsotaitokset suurkuluttajalle kuljetuslaatikossa.', { attributes: sized('size', { sterile: 'no' }), priceDim: 'size' }),
]
