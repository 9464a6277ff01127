/** Lääkkeet, part 1: pain and inflammation, antibiotics, antiparasitics. Generic substances only. */
import { CAPSULE_PACKS, SMALL_TAB_PACKS, forSpecies, liquid, tablets, volumes } from './make.ts'
import type { Family } from './types.ts'

const PAIN = 'laakkeet/kipu-ja-tulehduslaakkeet'
const AB = 'laakkeet/antibiootit'
const PARA = 'laakkeet/loislaakkeet'

const NSAID = 'Tulehduskipulääke nivelrikon ja leikkauksen jälkeisen kivun ja tulehduksen hoitoon.'
const NSAID_LARGE = 'Tulehduskipulääke tuotantoeläinten ja hevosten akuuttien tulehdusten, kivun ja kuumeen hoitoon.'

// prettier-ignore
export const PAIN_FAMILIES: Family[] = [
  tablets({ category: `${PAIN}/tabletit`, brand: 'Karprofeeni', stem: 'Karpro', strengths: ['20 mg', '50 mg', '100 mg'], form: 'purutabletti', species: 'koiralle', price: [9, 15], text: NSAID }),
  tablets({ category: `${PAIN}/tabletit`, brand: 'Karprofeeni', stem: 'Karpro', strengths: ['20 mg', '50 mg', '100 mg'], form: 'tabletti', species: 'koiralle', price: [8, 13], text: NSAID, kind: 'blister' }),
  tablets({ category: `${PAIN}/tabletit`, brand: 'Meloksikaami', stem: 'Melo', strengths: ['1 mg', '2,5 mg'], form: 'purutabletti', species: 'koiralle', price: [8, 12], text: NSAID, kind: 'blister' }),
  tablets({ category: `${PAIN}/tabletit`, brand: 'Robenakoksibi', stem: 'Robena', strengths: ['5 mg', '10 mg', '20 mg', '40 mg'], form: 'tabletti', species: 'koiralle', price: [12, 20], text: 'Koksibiryhmän tulehduskipulääke nivelrikon kroonisen kivun hoitoon.', packs: SMALL_TAB_PACKS }),
  tablets({ category: `${PAIN}/tabletit`, brand: 'Robenakoksibi', stem: 'Robena', strengths: ['6 mg'], form: 'tabletti', species: 'kissalle', price: [12, 18], text: 'Koksibiryhmän tulehduskipulääke tuki- ja liikuntaelinten kivun hoitoon.', packs: SMALL_TAB_PACKS }),
  tablets({ category: `${PAIN}/tabletit`, brand: 'Firokoksibi', stem: 'Firo', strengths: ['57 mg', '227 mg'], form: 'purutabletti', species: 'koiralle', price: [14, 22], text: NSAID, packs: SMALL_TAB_PACKS }),
  tablets({ category: `${PAIN}/tabletit`, brand: 'Grapipranti', stem: 'Grapi', strengths: ['20 mg', '60 mg', '100 mg'], form: 'tabletti', species: 'koiralle', price: [15, 24], text: 'Prostaglandiinireseptorin salpaaja nivelrikkoon liittyvän kivun hoitoon.', packs: SMALL_TAB_PACKS }),
  tablets({ category: `${PAIN}/tabletit`, brand: 'Gabapentiini', stem: 'Gaba', strengths: ['50 mg', '100 mg', '300 mg'], form: 'kapseli', species: 'koiralle ja kissalle', price: [10, 18], text: 'Neuropaattisen ja kroonisen kivun hoitoon osana monimuotoista kivunhoitoa.', packs: CAPSULE_PACKS, kind: 'tablet-jar' }),
  tablets({ category: `${PAIN}/tabletit`, brand: 'Tramadoli', stem: 'Trama', strengths: ['50 mg'], form: 'tabletti', species: 'koiralle', price: [9, 14], text: 'Opioidianalgeetti akuutin ja kroonisen kivun hoitoon.', packs: SMALL_TAB_PACKS }),
  liquid({ category: `${PAIN}/injektiot`, brand: 'Meloksikaami', stem: 'Melo', conc: ['5 mg/ml'], form: 'injektioneste, liuos', species: 'koiralle ja kissalle', packs: volumes('10 ml', '20 ml'), price: [18, 26], text: NSAID }),
  liquid({ category: `${PAIN}/injektiot`, brand: 'Meloksikaami', stem: 'Melo', conc: ['20 mg/ml'], form: 'injektioneste, liuos', species: 'naudalle, sialle ja hevoselle', packs: volumes('50 ml', '100 ml', '250 ml'), price: [24, 34], text: NSAID_LARGE }),
  liquid({ category: `${PAIN}/injektiot`, brand: 'Karprofeeni', stem: 'Karpro', conc: ['50 mg/ml'], form: 'injektioneste, liuos', species: 'koiralle ja kissalle', packs: volumes('20 ml'), price: [38, 52], text: NSAID }),
  liquid({ category: `${PAIN}/injektiot`, brand: 'Ketoprofeeni', stem: 'Keto', conc: ['100 mg/ml'], form: 'injektioneste, liuos', species: 'naudalle, sialle ja hevoselle', packs: volumes('50 ml', '100 ml', '250 ml'), price: [20, 30], text: NSAID_LARGE }),
  liquid({ category: `${PAIN}/injektiot`, brand: 'Fluniksiini', stem: 'Fluni', conc: ['50 mg/ml'], form: 'injektioneste, liuos', species: 'naudalle, sialle ja hevoselle', packs: volumes('50 ml', '100 ml', '250 ml'), price: [22, 32], text: NSAID_LARGE }),
  liquid({ category: `${PAIN}/injektiot`, brand: 'Buprenorfiini', stem: 'Bupre', conc: ['0,3 mg/ml'], form: 'injektioneste, liuos', species: 'koiralle ja kissalle', packs: volumes('10 ml'), price: [30, 45], text: 'Opioidianalgeetti leikkauksen jälkeiseen kivunlievitykseen.' }),
  liquid({ category: `${PAIN}/injektiot`, brand: 'Metamitsoli', stem: 'Metami', conc: ['500 mg/ml'], form: 'injektioneste, liuos', species: 'hevoselle, naudalle, sialle ja koiralle', packs: volumes('50 ml', '100 ml'), price: [18, 26], text: 'Kipua ja kuumetta lievittävä valmiste, myös spasmolyyttinen vaikutus.' }),
  liquid({ category: `${PAIN}/oraaliset-nesteet`, brand: 'Meloksikaami', stem: 'Melo', conc: ['1,5 mg/ml'], form: 'oraalisuspensio', species: 'koiralle', packs: volumes('10 ml', '32 ml', '100 ml', '180 ml'), price: [9, 13], text: 'Tulehduskipulääke annosteltavaksi ruoan joukossa; pakkauksessa annosruisku.', kind: 'oral-suspension' }),
  liquid({ category: `${PAIN}/oraaliset-nesteet`, brand: 'Meloksikaami', stem: 'Melo', conc: ['0,5 mg/ml'], form: 'oraalisuspensio', species: 'kissalle', packs: volumes('3 ml', '15 ml'), price: [8, 12], text: 'Tulehduskipulääke kissoille; tarkka annostelu painon mukaan.', kind: 'oral-suspension' }),
  liquid({ category: `${PAIN}/oraaliset-nesteet`, brand: 'Fluniksiini', stem: 'Fluni', conc: ['50 mg/g'], form: 'oraalipasta', species: 'hevoselle', packs: volumes('30 g', '3 x 30 g'), price: [16, 22], text: 'Tulehduskipulääke hevosen tuki- ja liikuntaelinten vaivoihin, annosteltava pasta.', kind: 'oral-paste' }),
  liquid({ category: `${PAIN}/oraaliset-nesteet`, brand: 'Meloksikaami', stem: 'Melo', conc: ['15 mg/ml'], form: 'oraalisuspensio', species: 'hevoselle', packs: volumes('100 ml', '250 ml'), price: [30, 42], text: NSAID_LARGE, kind: 'oral-suspension' }),
]

const AB_TEXT = 'Laajakirjoinen mikrobilääke herkkien bakteerien aiheuttamiin infektioihin.'
const AB_LARGE = 'Mikrobilääke tuotantoeläinten hengitystie-, utare- ja sorkkainfektioihin.'

// prettier-ignore
export const ANTIBIOTIC_FAMILIES: Family[] = [
  tablets({ category: `${AB}/tabletit`, brand: 'Amoksisilliini + klavulaanihappo', stem: 'Amoklav', strengths: ['40/10 mg', '200/50 mg', '400/100 mg'], form: 'tabletti', species: 'koiralle ja kissalle', price: [9, 16], text: 'Beetalaktamaasin estäjällä tehostettu penisilliini iho-, virtsatie- ja hengitystieinfektioihin.' }),
  tablets({ category: `${AB}/tabletit`, brand: 'Amoksisilliini', stem: 'Amoksi', strengths: ['50 mg', '200 mg', '500 mg'], form: 'tabletti', species: 'koiralle ja kissalle', price: [8, 12], text: AB_TEXT, kind: 'blister' }),
  tablets({ category: `${AB}/tabletit`, brand: 'Doksisykliini', stem: 'Doksi', strengths: ['50 mg', '200 mg', '400 mg'], form: 'tabletti', species: 'koiralle ja kissalle', price: [9, 15], text: 'Tetrasykliiniryhmän mikrobilääke hengitystieinfektioihin ja puutiaisvälitteisiin tauteihin.' }),
  tablets({ category: `${AB}/tabletit`, brand: 'Enrofloksasiini', stem: 'Enro', strengths: ['15 mg', '50 mg', '150 mg'], form: 'tabletti', species: 'koiralle ja kissalle', price: [10, 17], text: 'Fluorokinoloni vaikeiden, herkkyysmäärityksellä varmistettujen infektioiden hoitoon.', kind: 'blister' }),
  tablets({ category: `${AB}/tabletit`, brand: 'Kefaleksiini', stem: 'Kefa', strengths: ['75 mg', '300 mg', '600 mg', '1000 mg'], form: 'tabletti', species: 'koiralle', price: [8, 14], text: 'Kefalosporiini pyoderman ja ihon bakteeri-infektioiden hoitoon.' }),
  tablets({ category: `${AB}/tabletit`, brand: 'Marbofloksasiini', stem: 'Marbo', strengths: ['5 mg', '20 mg', '80 mg'], form: 'tabletti', species: 'koiralle ja kissalle', price: [11, 19], text: 'Fluorokinoloni virtsatie- ja ihoinfektioihin herkkyysmäärityksen perusteella.', packs: SMALL_TAB_PACKS }),
  tablets({ category: `${AB}/tabletit`, brand: 'Metronidatsoli', stem: 'Metro', strengths: ['250 mg', '500 mg'], form: 'tabletti', species: 'koiralle ja kissalle', price: [8, 12], text: 'Anaerobibakteerien ja alkueläinten aiheuttamien suolistoinfektioiden hoitoon.', kind: 'tablet-jar' }),
  tablets({ category: `${AB}/tabletit`, brand: 'Klindamysiini', stem: 'Klinda', strengths: ['25 mg', '75 mg', '150 mg', '300 mg'], form: 'kapseli', species: 'koiralle', price: [9, 15], text: 'Linkosamidi haavojen, paiseiden ja hammasinfektioiden hoitoon.', packs: CAPSULE_PACKS, kind: 'tablet-jar' }),
  tablets({ category: `${AB}/tabletit`, brand: 'Trimetopriimi + sulfadiatsiini', stem: 'Trisulfa', strengths: ['80/400 mg', '20/100 mg'], form: 'tabletti', species: 'koiralle', price: [8, 12], text: AB_TEXT, kind: 'blister' }),
  liquid({ category: `${AB}/injektiot`, brand: 'Bentsyylipenisilliiniprokaiini', stem: 'Penipro', conc: ['300 mg/ml'], form: 'injektioneste, suspensio', species: 'naudalle, sialle ja lampaalle', packs: volumes('100 ml', '250 ml'), price: [14, 22], text: 'Kapeakirjoinen penisilliini nautojen ja sikojen grampositiivisiin infektioihin; ensisijainen valinta.' }),
  liquid({ category: `${AB}/injektiot`, brand: 'Enrofloksasiini', stem: 'Enro', conc: ['50 mg/ml', '100 mg/ml'], form: 'injektioneste, liuos', species: 'naudalle ja sialle', packs: volumes('50 ml', '100 ml'), price: [22, 32], text: AB_LARGE }),
  liquid({ category: `${AB}/injektiot`, brand: 'Oksitetrasykliini', stem: 'Oksi', conc: ['100 mg/ml', '200 mg/ml'], form: 'injektioneste, liuos', species: 'naudalle, sialle ja lampaalle', packs: volumes('100 ml', '250 ml'), price: [16, 24], text: AB_LARGE }),
  liquid({ category: `${AB}/injektiot`, brand: 'Amoksisilliini', stem: 'Amoksi', conc: ['150 mg/ml'], form: 'injektioneste, suspensio', species: 'naudalle, sialle, koiralle ja kissalle', packs: volumes('100 ml', '250 ml'), price: [18, 26], text: AB_TEXT }),
  liquid({ category: `${AB}/injektiot`, brand: 'Tulatromysiini', stem: 'Tula', conc: ['100 mg/ml'], form: 'injektioneste, liuos', species: 'naudalle ja sialle', packs: volumes('50 ml', '100 ml', '250 ml'), price: [90, 140], text: 'Makrolidi nautojen ja sikojen hengitystietautien hoitoon kerta-annoksena.' }),
  liquid({ category: `${AB}/injektiot`, brand: 'Kefkinomi', stem: 'Kefki', conc: ['25 mg/ml'], form: 'injektioneste, suspensio', species: 'naudalle ja sialle', packs: volumes('50 ml', '100 ml'), price: [40, 60], text: AB_LARGE }),
  liquid({ category: `${AB}/injektiot`, brand: 'Trimetopriimi + sulfadoksiini', stem: 'Trisulfa', conc: ['40/200 mg/ml'], form: 'injektioneste, liuos', species: 'naudalle, sialle ja hevoselle', packs: volumes('100 ml'), price: [20, 28], text: AB_TEXT }),
  liquid({ category: `${AB}/injektiot`, brand: 'Kefovesiini', stem: 'Kefove', conc: ['80 mg/ml'], form: 'injektiokuiva-aine ja liuotin', species: 'koiralle ja kissalle', packs: volumes('10 ml', '23 ml'), price: [70, 110], text: 'Pitkävaikutteinen kefalosporiini ihon ja pehmytkudosten infektioihin, yksi pistos kattaa 14 vrk.' }),
]

const WORM = 'Laajakirjoinen matolääke sukkulamatojen ja heisimatojen häätöön.'

// prettier-ignore
export const PARASITE_FAMILIES: Family[] = [
  tablets({ category: `${PARA}/sisaloislaakkeet`, brand: 'Fenbendatsoli', stem: 'Fenben', strengths: ['250 mg', '500 mg'], form: 'tabletti', species: 'koiralle ja kissalle', price: [8, 12], text: 'Matolääke suolinkaisten, hakamatojen, piiskamatojen ja giardian häätöön.', packs: SMALL_TAB_PACKS }),
  tablets({ category: `${PARA}/sisaloislaakkeet`, brand: 'Pratsikvanteli + pyranteeli + febanteli', stem: 'Pratel', strengths: ['50/144/150 mg', '175/504/525 mg'], form: 'tabletti', species: 'koiralle', price: [8, 14], text: WORM, packs: SMALL_TAB_PACKS, kind: 'blister' }),
  tablets({ category: `${PARA}/sisaloislaakkeet`, brand: 'Milbemysiinioksiimi + pratsikvanteli', stem: 'Milbe', strengths: ['2,5/25 mg', '12,5/125 mg'], form: 'tabletti', species: 'koiralle', price: [9, 16], text: 'Matolääke heisi- ja sukkulamatoihin sekä sydänmatotaudin ehkäisyyn.', packs: SMALL_TAB_PACKS, kind: 'blister' }),
  tablets({ category: `${PARA}/sisaloislaakkeet`, brand: 'Milbemysiinioksiimi + pratsikvanteli', stem: 'Milbe', strengths: ['4/10 mg', '16/40 mg'], form: 'kalvopäällysteinen tabletti', species: 'kissalle', price: [9, 15], text: WORM, packs: SMALL_TAB_PACKS, kind: 'blister' }),
  tablets({ category: `${PARA}/sisaloislaakkeet`, brand: 'Pratsikvanteli', stem: 'Pratsi', strengths: ['50 mg'], form: 'tabletti', species: 'koiralle ja kissalle', price: [8, 11], text: 'Heisimatolääke, myös Echinococcus-lajeja vastaan.', packs: SMALL_TAB_PACKS }),
  liquid({ category: `${PARA}/sisaloislaakkeet`, brand: 'Fenbendatsoli', stem: 'Fenben', conc: ['100 mg/ml'], form: 'oraalisuspensio', species: 'naudalle ja lampaalle', packs: volumes('1 l', '2,5 l'), price: [60, 90], text: 'Matolääke märehtijöiden ruoansulatuskanavan ja keuhkojen sukkulamatoihin.', kind: 'oral-suspension' }),
  liquid({ category: `${PARA}/sisaloislaakkeet`, brand: 'Ivermektiini', stem: 'Iver', conc: ['18,7 mg/g'], form: 'oraalipasta', species: 'hevoselle', packs: volumes('7,49 g', '10 x 7,49 g'), price: [10, 14], text: 'Hevosen matolääke suolistoloisiin ja kiiliäisen toukkiin.', kind: 'oral-paste' }),
  liquid({ category: `${PARA}/sisaloislaakkeet`, brand: 'Moksidektiini', stem: 'Moksi', conc: ['18,92 mg/g'], form: 'oraaligeeli', species: 'hevoselle', packs: volumes('14,8 g', '20 x 14,8 g'), price: [14, 20], text: 'Hevosen matolääke, tehoaa myös encystoituneisiin pikkuvarsimadon toukkiin.', kind: 'oral-paste' }),
  liquid({ category: `${PARA}/sisaloislaakkeet`, brand: 'Pyranteeli', stem: 'Pyran', conc: ['439 mg/g'], form: 'oraalipasta', species: 'hevoselle', packs: volumes('26 g'), price: [10, 14], text: 'Hevosen matolääke suolinkaisiin ja heisimatoihin.', kind: 'oral-paste' }),
  liquid({ category: `${PARA}/sisaloislaakkeet`, brand: 'Ivermektiini', stem: 'Iver', conc: ['10 mg/ml'], form: 'injektioneste, liuos', species: 'naudalle, sialle ja lampaalle', packs: volumes('50 ml', '250 ml', '500 ml'), price: [24, 34], text: 'Sisä- ja ulkoloisten hoitoon tuotantoeläimillä.' }),
  {
    category: `${PARA}/ulkoloislaakkeet`,
    kind: 'blister',
    priceClass: 'medicine',
    name: '{brand} {size} purutabletti koiralle {pack}',
    brand: 'Fluralaneeri',
    stem: 'Flura',
    dims: { size: ['112,5 mg (2–4,5 kg)', '250 mg (4,5–10 kg)', '500 mg (10–20 kg)', '1000 mg (20–40 kg)', '1400 mg (40–56 kg)'] },
    priceDim: 'size',
    packs: [['1 tabl', 1], ['2 tabl', 1.9], ['4 tabl', 3.6]],
    price: [18, 24],
    text: 'Isoksatsoliini punkkien ja kirppujen torjuntaan, yksi annos suojaa 12 viikkoa.',
    attributes: () => ({ animal: ['koira'] }),
  },
  {
    category: `${PARA}/ulkoloislaakkeet`,
    kind: 'spot-on',
    priceClass: 'medicine',
    name: '{brand} {size} paikallisvaleluliuos {species} {pack}',
    brand: 'Fluralaneeri',
    stem: 'Flura',
    dims: { size: ['112,5 mg', '250 mg', '500 mg'], species: ['kissalle'] },
    priceDim: 'size',
    packs: [['1 pipetti', 1], ['2 pipettiä', 1.9]],
    price: [18, 24],
    text: 'Ulkoloislääke kirppujen ja puutiaisten torjuntaan, vaikutus 12 viikkoa.',
    attributes: forSpecies,
  },
  {
    category: `${PARA}/ulkoloislaakkeet`,
    kind: 'spot-on',
    priceClass: 'medicine',
    name: '{brand} {size} paikallisvaleluliuos {species} {pack}',
    brand: 'Fiproniili',
    stem: 'Fipro',
    dims: { size: ['50 mg', '67 mg', '134 mg', '268 mg', '402 mg'], species: ['koiralle ja kissalle'] },
    priceDim: 'size',
    packs: [['3 pipettiä', 1], ['6 pipettiä', 1.8]],
    price: [10, 16],
    text: 'Kirppujen, täiden ja puutiaisten häätöön; vaikutus kestää useita viikkoja.',
    attributes: forSpecies,
  },
  {
    category: `${PARA}/ulkoloislaakkeet`,
    kind: 'spot-on',
    priceClass: 'medicine',
    name: '{brand} {size} paikallisvaleluliuos {species} {pack}',
    brand: 'Selamektiini',
    stem: 'Sela',
    dims: { size: ['15 mg', '45 mg', '60 mg', '120 mg', '240 mg'], species: ['koiralle ja kissalle'] },
    priceDim: 'size',
    packs: [['3 pipettiä', 1], ['6 pipettiä', 1.85]],
    price: [18, 28],
    text: 'Kirppujen, korvapunkin, syyhypunkin ja suolinkaisten hoitoon samalla valmisteella.',
    attributes: forSpecies,
  },
  tablets({ category: `${PARA}/ulkoloislaakkeet`, brand: 'Sarolaneeri', stem: 'Sarola', strengths: ['5 mg', '10 mg', '20 mg', '40 mg', '80 mg', '120 mg'], form: 'purutabletti', species: 'koiralle', price: [14, 20], text: 'Kuukauden vaikutus punkkeja, kirppuja ja syyhypunkkia vastaan.', packs: [['1 tabl', 1], ['3 tabl', 2.8]], kind: 'blister', variantChance: 0.3 }),
  tablets({ category: `${PARA}/ulkoloislaakkeet`, brand: 'Afoksolaneeri', stem: 'Afoxo', strengths: ['11 mg', '28 mg', '68 mg', '136 mg'], form: 'purutabletti', species: 'koiralle', price: [13, 19], text: 'Punkkien ja kirppujen torjuntaan, vaikutus alkaa nopeasti.', packs: [['1 tabl', 1], ['3 tabl', 2.8], ['6 tabl', 5.4]], kind: 'blister', variantChance: 0.3 }),
  {
    category: `${PARA}/ulkoloislaakkeet`,
    kind: 'spot-on',
    priceClass: 'medicine',
    name: '{brand} {size} {species} {pack}',
    brand: 'Imidaklopridi + permetriini paikallisvaleluliuos',
    stem: 'Imida',
    dims: { size: ['40/200 mg', '100/500 mg', '250/1250 mg', '400/2000 mg'], species: ['koiralle'] },
    priceDim: 'size',
    packs: [['4 pipettiä', 1]],
    price: [22, 32],
    text: 'Karkottaa ja tappaa punkit, kirput ja hyttyset; ei kissoille.',
    attributes: forSpecies,
  },
]
