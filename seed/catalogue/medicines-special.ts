/** Lääkkeet, part 2: vaccines, anaesthesia, eye and ear, skin, hormones and metabolism. */
import { animalsOf } from './attributes.ts'
import { SMALL_TAB_PACKS, liquid, tablets, volumes } from './make.ts'
import type { Family } from './types.ts'

const VAC = 'laakkeet/rokotteet'
const ANE = 'laakkeet/anestesia-ja-sedaatio'
const EYE = 'laakkeet/silma-ja-korvavalmisteet'
const SKIN = 'laakkeet/iho-ja-haavavalmisteet'
const HORM = 'laakkeet/hormonit-ja-aineenvaihdunta'

const vaccine = (
  category: string,
  species: string,
  types: string[],
  form: string,
  price: [number, number],
  text: string,
): Family => ({
  category,
  kind: 'vaccine-vials',
  priceClass: 'medicine',
  name: `{brand} {type} ${species}, ${form} {pack}`,
  brand: '',
  stem: 'Vaxi',
  dims: { type: types },
  priceDim: 'type',
  packs: [
    ['10 x 1 annos', 1],
    ['25 x 1 annos', 2.3],
    ['50 x 1 annos', 4.4],
  ],
  price,
  text,
  attributes: () => ({ animal: animalsOf(species) }),
})

// prettier-ignore
export const VACCINE_FAMILIES: Family[] = [
  vaccine(`${VAC}/koiran-rokotteet`, 'koiralle', ['DHP-rokote', 'DHPPi-rokote', 'DHPPi/L4-rokote', 'L4-leptospiroosirokote', 'Parvovirusrokote'], 'injektiokuiva-aine ja liuotin', [28, 45], 'Koiran rokote perusrokotuksiin ja tehosteisiin; kylmäketjussa toimitettava.'),
  vaccine(`${VAC}/koiran-rokotteet`, 'koiralle', ['Rabiesrokote', 'Kennelyskärokote'], 'injektioneste, suspensio', [22, 38], 'Inaktivoitu rokote; perusrokotus ja tehosteet rokotusohjelman mukaan.'),
  vaccine(`${VAC}/kissan-rokotteet`, 'kissalle', ['RCP-rokote', 'RCPCh-rokote', 'FeLV-rokote', 'Rabiesrokote'], 'injektiokuiva-aine ja liuotin', [30, 48], 'Kissan rokote perusrokotuksiin ja tehosteisiin; kylmäketjussa toimitettava.'),
  vaccine(`${VAC}/hevosen-rokotteet`, 'hevoselle', ['Influenssa- ja tetanusrokote', 'Influenssarokote', 'Tetanusrokote', 'EHV-1/4-rokote'], 'injektioneste, suspensio', [60, 110], 'Hevosen rokote kilpailusääntöjen edellyttämään perus- ja tehosterokotukseen.'),
]

const SED = 'Rauhoittava ja kipua lievittävä valmiste sedaatioon ja anestesian esilääkitykseen.'

// prettier-ignore
export const ANESTHESIA_FAMILIES: Family[] = [
  liquid({ category: ANE, brand: 'Medetomidiini', stem: 'Medeto', conc: ['1 mg/ml'], form: 'injektioneste, liuos', species: 'koiralle ja kissalle', packs: volumes('10 ml'), price: [38, 55], text: SED }),
  liquid({ category: ANE, brand: 'Deksmedetomidiini', stem: 'Dexmede', conc: ['0,1 mg/ml', '0,5 mg/ml'], form: 'injektioneste, liuos', species: 'koiralle ja kissalle', packs: volumes('10 ml'), price: [60, 90], text: SED }),
  liquid({ category: ANE, brand: 'Atipametsoli', stem: 'Atipa', conc: ['5 mg/ml'], form: 'injektioneste, liuos', species: 'koiralle ja kissalle', packs: volumes('10 ml'), price: [40, 60], text: 'Alfa-2-antagonisti medetomidiini- ja deksmedetomidiinisedaation kumoamiseen.' }),
  liquid({ category: ANE, brand: 'Propofoli', stem: 'Propo', conc: ['10 mg/ml'], form: 'injektioemulsio', species: 'koiralle ja kissalle', packs: volumes('20 ml', '5 x 20 ml', '50 ml'), price: [14, 20], text: 'Lyhytvaikutteinen laskimoanesteetti yleisanestesian induktioon.' }),
  liquid({ category: ANE, brand: 'Alfaksaloni', stem: 'Alfax', conc: ['10 mg/ml'], form: 'injektioneste, liuos', species: 'koiralle ja kissalle', packs: volumes('10 ml', '20 ml'), price: [45, 65], text: 'Neurosteroidianesteetti induktioon ja ylläpitoon.' }),
  liquid({ category: ANE, brand: 'Ketamiini', stem: 'Keta', conc: ['100 mg/ml'], form: 'injektioneste, liuos', species: 'koiralle, kissalle ja hevoselle', packs: volumes('10 ml', '50 ml'), price: [16, 24], text: 'Dissosiatiivinen anesteetti yhdistelmäanestesiaan.' }),
  liquid({ category: ANE, brand: 'Butorfanoli', stem: 'Butor', conc: ['10 mg/ml'], form: 'injektioneste, liuos', species: 'koiralle, kissalle ja hevoselle', packs: volumes('10 ml', '20 ml'), price: [30, 45], text: 'Opioidi kivunlievitykseen ja sedaation tehostamiseen.' }),
  liquid({ category: ANE, brand: 'Ksylatsiini', stem: 'Ksyla', conc: ['20 mg/ml'], form: 'injektioneste, liuos', species: 'naudalle, hevoselle, koiralle ja kissalle', packs: volumes('25 ml', '50 ml'), price: [14, 20], text: SED }),
  liquid({ category: ANE, brand: 'Detomidiini', stem: 'Deto', conc: ['10 mg/ml'], form: 'injektioneste, liuos', species: 'hevoselle ja naudalle', packs: volumes('5 ml', '20 ml'), price: [32, 48], text: 'Sedatiivi hevosten ja nautojen toimenpiteisiin.' }),
  liquid({ category: ANE, brand: 'Midatsolaami', stem: 'Midat', conc: ['5 mg/ml'], form: 'injektioneste, liuos', species: 'koiralle ja kissalle', packs: volumes('10 ml', '10 x 10 ml'), price: [10, 15], text: 'Bentsodiatsepiini esilääkitykseen ja lihasrelaksaatioon.' }),
  liquid({ category: ANE, brand: 'Lidokaiini', stem: 'Lido', conc: ['20 mg/ml'], form: 'injektioneste, liuos', species: 'eläimille', packs: volumes('50 ml', '100 ml'), price: [10, 14], text: 'Paikallispuudute johto- ja infiltraatiopuudutuksiin.' }),
  liquid({ category: ANE, brand: 'Isofluraani', stem: 'Isoflu', conc: ['1000 mg/g'], form: 'inhalaatiohöyry, neste', species: 'eläimille', packs: volumes('100 ml', '250 ml'), price: [55, 80], text: 'Inhalaatioanesteetti yleisanestesian ylläpitoon höyrystimellä.', kind: 'anesthetic-bottle' }),
  liquid({ category: ANE, brand: 'Sevofluraani', stem: 'Sevo', conc: ['100 %'], form: 'inhalaatiohöyry, neste', species: 'koiralle ja kissalle', packs: volumes('250 ml'), price: [160, 220], text: 'Nopeasti vaikuttava inhalaatioanesteetti induktioon ja ylläpitoon.', kind: 'anesthetic-bottle' }),
]

// prettier-ignore
export const EYE_EAR_FAMILIES: Family[] = [
  liquid({ category: `${EYE}/silmavalmisteet`, brand: 'Fusidiinihappo', stem: 'Fusi', conc: ['1 %'], form: 'silmätipat, suspensio', species: 'koiralle ja kissalle', packs: volumes('3 g', '5 g'), price: [9, 13], text: 'Bakteerien aiheuttaman sidekalvotulehduksen hoitoon.', kind: 'eye-drops' }),
  liquid({ category: `${EYE}/silmavalmisteet`, brand: 'Siklosporiini', stem: 'Siklo', conc: ['0,2 %'], form: 'silmävoide', species: 'koiralle', packs: volumes('3,5 g', '3 x 3,5 g'), price: [28, 40], text: 'Immuunivälitteisen kuivasilmäisyyden (KCS) pitkäaikaishoitoon.', kind: 'ointment-tube' }),
  liquid({ category: `${EYE}/silmavalmisteet`, brand: 'Kloramfenikoli', stem: 'Klora', conc: ['1 %'], form: 'silmävoide', species: 'eläimille', packs: volumes('4 g'), price: [8, 11], text: 'Laajakirjoinen mikrobilääke silmän pinnallisiin infektioihin.', kind: 'ointment-tube' }),
  liquid({ category: `${EYE}/silmavalmisteet`, brand: 'Tobramysiini', stem: 'Tobra', conc: ['3 mg/ml'], form: 'silmätipat, liuos', species: 'koiralle ja kissalle', packs: volumes('5 ml'), price: [9, 13], text: 'Aminoglykosidi silmän bakteeri-infektioihin.', kind: 'eye-drops' }),
  liquid({ category: `${EYE}/silmavalmisteet`, brand: 'Deksametasoni + neomysiini', stem: 'Dexaneo', conc: ['1/3,5 mg/ml'], form: 'silmätipat, suspensio', species: 'koiralle ja kissalle', packs: volumes('5 ml'), price: [10, 14], text: 'Tulehduksellisten silmäsairauksien hoitoon, kun bakteeri-infektio on todennäköinen.', kind: 'eye-drops' }),
  liquid({ category: `${EYE}/silmavalmisteet`, brand: 'Hyaluronihappo', stem: 'Hyalo', conc: ['0,2 %', '0,4 %'], form: 'silmätipat', species: 'eläimille', packs: volumes('10 ml', '20 x 0,5 ml'), price: [8, 12], text: 'Kostuttavat silmätipat kuivan ja ärtyneen silmän hoitoon.', kind: 'eye-drops' }),
  liquid({ category: `${EYE}/korvavalmisteet`, brand: 'Mometasoni + posakonatsoli + gentamisiini', stem: 'Mopoge', conc: ['2/1/3 mg/g'], form: 'korvatipat, suspensio', species: 'koiralle', packs: volumes('8,5 g', '17,5 g', '30 g'), price: [14, 20], text: 'Bakteerien ja hiivojen aiheuttaman ulkokorvantulehduksen hoitoon.', kind: 'ear-drops' }),
  liquid({ category: `${EYE}/korvavalmisteet`, brand: 'Marbofloksasiini + klotrimatsoli + deksametasoni', stem: 'Marklo', conc: ['3/10/0,9 mg/ml'], form: 'korvatipat, liuos', species: 'koiralle', packs: volumes('10 ml', '20 ml'), price: [14, 20], text: 'Sekainfektioiden aiheuttaman ulkokorvantulehduksen hoitoon.', kind: 'ear-drops' }),
  liquid({ category: `${EYE}/korvavalmisteet`, brand: 'Florfenikoli + terbinafiini + mometasoni', stem: 'Flote', conc: ['16,7/14,9/2,2 mg/ml'], form: 'korvageeli', species: 'koiralle', packs: volumes('2 x 1 ml', '10 x 1 ml'), price: [30, 44], text: 'Kerta-annoksena klinikalla annettava korvageeli, vaikutus kestää 4 viikkoa.', kind: 'ear-drops' }),
  liquid({ category: `${EYE}/korvavalmisteet`, brand: 'Polymyksiini B + mikonatsoli + prednisoloni', stem: 'Polymi', conc: ['0,5/23/5 mg/ml'], form: 'korvatipat ja iholle, suspensio', species: 'koiralle ja kissalle', packs: volumes('15 ml', '30 ml'), price: [12, 17], text: 'Korvan ja ihon bakteeri- ja hiivainfektioihin sekä korvapunkin hoitoon.', kind: 'ear-drops' }),
]

// prettier-ignore
export const SKIN_FAMILIES: Family[] = [
  liquid({ category: SKIN, brand: 'Fusidiinihappo + betametasoni', stem: 'Fubeta', conc: ['5/1 mg/g'], form: 'geeli', species: 'koiralle', packs: volumes('15 g', '30 g'), price: [12, 17], text: 'Pinnallisen pyoderman ja kuumien läiskien paikallishoitoon.', kind: 'ointment-tube' }),
  liquid({ category: SKIN, brand: 'Klooriheksidiini + mikonatsoli', stem: 'Klomi', conc: ['2/2 %'], form: 'shampoo', species: 'koiralle ja kissalle', packs: volumes('200 ml', '500 ml'), price: [14, 20], text: 'Lääkeshampoo seborrooisen ihotulehduksen ja hiivainfektioiden hoitoon.', kind: 'shampoo' }),
  liquid({ category: SKIN, brand: 'Hydrokortisoniaseponaatti', stem: 'Hydro', conc: ['0,584 mg/ml'], form: 'sumute iholle, liuos', species: 'koiralle', packs: volumes('31 ml', '76 ml'), price: [18, 26], text: 'Kutisevien ja tulehtuneiden ihomuutosten paikallishoitoon.', kind: 'spray-bottle' }),
  liquid({ category: SKIN, brand: 'Hopeasulfadiatsiini', stem: 'Argen', conc: ['1 %'], form: 'emulsiovoide', species: 'eläimille', packs: volumes('50 g', '500 g'), price: [10, 14], text: 'Palovammojen ja infektoituneiden haavojen paikallishoitoon.', kind: 'ointment-tube' }),
  liquid({ category: SKIN, brand: 'Gentamisiini + betametasoni + klotrimatsoli', stem: 'Genbeklo', conc: ['3/1/10 mg/g'], form: 'voide', species: 'koiralle', packs: volumes('15 g', '30 g'), price: [11, 16], text: 'Ihon sekainfektioiden ja tulehdusten hoitoon.', kind: 'ointment-tube' }),
  liquid({ category: SKIN, brand: 'Klooriheksidiini', stem: 'Klorhex', conc: ['4 %'], form: 'shampoo', species: 'koiralle ja kissalle', packs: volumes('250 ml', '1 l'), price: [12, 17], text: 'Antiseptinen lääkeshampoo bakteeriperäisen ihotulehduksen hoitoon.', kind: 'shampoo' }),
]

// prettier-ignore
export const HORMONE_FAMILIES: Family[] = [
  tablets({ category: HORM, brand: 'Levotyroksiini', stem: 'Levo', strengths: ['200 µg', '400 µg', '600 µg', '800 µg'], form: 'tabletti', species: 'koiralle', price: [9, 14], text: 'Kilpirauhasen vajaatoiminnan korvaushoitoon.', packs: [['100 tabl', 1], ['250 tabl', 2.3]] }),
  tablets({ category: HORM, brand: 'Tiamatsoli', stem: 'Tiama', strengths: ['1,25 mg', '2,5 mg', '5 mg'], form: 'kalvopäällysteinen tabletti', species: 'kissalle', price: [10, 16], text: 'Kissan kilpirauhasen liikatoiminnan hoitoon.', packs: [['30 tabl', 1], ['100 tabl', 3]] }),
  tablets({ category: HORM, brand: 'Prednisoloni', stem: 'Predni', strengths: ['5 mg', '20 mg'], form: 'tabletti', species: 'koiralle ja kissalle', price: [8, 11], text: 'Glukokortikoidi tulehduksellisten ja allergisten sairauksien hoitoon.' }),
  tablets({ category: HORM, brand: 'Trilostaani', stem: 'Trilo', strengths: ['10 mg', '30 mg', '60 mg', '120 mg'], form: 'kapseli', species: 'koiralle', price: [40, 70], text: 'Lisämunuaisen kuorikerroksen liikatoiminnan (Cushingin taudin) hoitoon.', packs: [['30 kaps', 1]], kind: 'tablet-jar' }),
  tablets({ category: HORM, brand: 'Benatsepriili', stem: 'Benaze', strengths: ['2,5 mg', '5 mg', '20 mg'], form: 'tabletti', species: 'koiralle ja kissalle', price: [12, 20], text: 'ACE:n estäjä sydämen vajaatoiminnan ja kissan kroonisen munuaissairauden hoitoon.', packs: [['14 tabl', 1], ['28 tabl', 1.9]] }),
  tablets({ category: HORM, brand: 'Pimobendaani', stem: 'Pimo', strengths: ['1,25 mg', '5 mg', '10 mg'], form: 'purutabletti', species: 'koiralle', price: [20, 34], text: 'Inodilaattori sydämen vajaatoiminnan hoitoon.', packs: [['50 tabl', 1], ['100 tabl', 1.9]], kind: 'tablet-jar' }),
  tablets({ category: HORM, brand: 'Furosemidi', stem: 'Furo', strengths: ['10 mg', '40 mg'], form: 'tabletti', species: 'koiralle ja kissalle', price: [8, 10], text: 'Diureetti sydämen vajaatoimintaan liittyvän nesteen kertymän hoitoon.', packs: SMALL_TAB_PACKS }),
  liquid({ category: HORM, brand: 'Deksametasoni', stem: 'Dexa', conc: ['2 mg/ml'], form: 'injektioneste, liuos', species: 'eläimille', packs: volumes('50 ml', '100 ml'), price: [12, 17], text: 'Glukokortikoidi tulehdus- ja allergiatilojen hoitoon sekä nautojen ketoosiin.' }),
  liquid({ category: HORM, brand: 'Insuliini (sika)', stem: 'Insu', conc: ['40 IU/ml'], form: 'injektiosuspensio', species: 'koiralle ja kissalle', packs: volumes('2,5 ml', '10 ml'), price: [22, 34], text: 'Keskipitkävaikutteinen insuliini diabeteksen hoitoon; käytä U-40-ruiskuja.' }),
  liquid({ category: HORM, brand: 'Oksitosiini', stem: 'Oksito', conc: ['10 IU/ml'], form: 'injektioneste, liuos', species: 'naudalle, sialle ja hevoselle', packs: volumes('10 ml', '50 ml'), price: [9, 13], text: 'Synnytyksen ja maidonlaskun tukemiseen.' }),
  liquid({ category: HORM, brand: 'Kabergoliini', stem: 'Kaber', conc: ['50 µg/ml'], form: 'oraaliliuos', species: 'koiralle ja kissalle', packs: volumes('3 ml', '7 ml', '15 ml'), price: [14, 20], text: 'Valeraskauden ja maidoneritykseen liittyvien oireiden hoitoon.', kind: 'oral-suspension' }),
  liquid({ category: HORM, brand: 'Kalsiumboroglukonaatti', stem: 'Kalbo', conc: ['380 mg/ml'], form: 'infuusioneste, liuos', species: 'naudalle', packs: volumes('500 ml', '12 x 500 ml'), price: [9, 13], text: 'Nautojen poikimahalvauksen (hypokalsemian) hoitoon.' }),
]
