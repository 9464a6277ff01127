/**
 * Illustrations of the content pages: drawn in code so they stay small and reviewable, in the
 * palette of the product illustrations (seed/media.ts). No text inside: the asset's title and
 * description are the alternative text. The generator writes them to public/media/content/.
 */

import { PALETTE } from '../media.ts'

const C = { ...PALETTE, ice: '#d6ecfa', iceLine: '#7fb7dc' }

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`

const box = (x: number, y: number, w: number, h: number, d: number, front: string, side: string, top: string) =>
  `<path d="M${x} ${y}l${d} ${-d * 0.6}h${w}l${-d} ${d * 0.6}z" fill="${top}"/>` +
  `<path d="M${x + w} ${y}l${d} ${-d * 0.6}v${h}l${-d} ${d * 0.6}z" fill="${side}"/>` +
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${front}"/>`

const bottle = (cx: number, bottom: number, w: number, h: number, body: string, cap: string) =>
  `<rect x="${cx - w / 2}" y="${bottom - h}" width="${w}" height="${h}" rx="${w / 5}" fill="${body}"/>` +
  `<rect x="${cx - w / 4}" y="${bottom - h - 18}" width="${w / 2}" height="22" rx="4" fill="${cap}"/>` +
  `<rect x="${cx - w / 2 + 6}" y="${bottom - h * 0.62}" width="${w - 12}" height="${h * 0.3}" rx="3" fill="${C.w}" opacity="0.85"/>`

const vial = (cx: number, bottom: number, liquid: string) =>
  `<rect x="${cx - 13}" y="${bottom - 62}" width="26" height="62" rx="6" fill="${C.t50}" stroke="${C.g300}" stroke-width="3"/>` +
  `<rect x="${cx - 9}" y="${bottom - 34}" width="18" height="30" rx="4" fill="${liquid}" opacity="0.8"/>` +
  `<rect x="${cx - 11}" y="${bottom - 74}" width="22" height="14" rx="3" fill="${C.g400}"/>`

const snowflake = (cx: number, cy: number, r: number, color: string) => {
  const arms = [0, 60, 120]
    .map(
      (a) =>
        `<g transform="rotate(${a} ${cx} ${cy})"><path d="M${cx} ${cy - r}V${cy + r}" stroke="${color}" stroke-width="${r / 6}" stroke-linecap="round"/>` +
        `<path d="M${cx - r / 3} ${cy - r * 0.8}l${r / 3} ${r / 4}l${r / 3} ${-r / 4}M${cx - r / 3} ${cy + r * 0.8}l${r / 3} ${-r / 4}l${r / 3} ${r / 4}" stroke="${color}" stroke-width="${r / 8}" fill="none" stroke-linecap="round"/></g>`,
    )
    .join('')
  return arms
}

const thermometer = (x: number, y: number, h: number) =>
  `<rect x="${x}" y="${y}" width="22" height="${h}" rx="11" fill="${C.w}" stroke="${C.g600}" stroke-width="4"/>` +
  `<circle cx="${x + 11}" cy="${y + h + 8}" r="18" fill="${C.t500}" stroke="${C.g600}" stroke-width="4"/>` +
  `<rect x="${x + 6}" y="${y + h * 0.45}" width="10" height="${h * 0.6}" rx="5" fill="${C.t500}"/>` +
  [0.2, 0.35, 0.5, 0.65]
    .map((f) => `<rect x="${x + 26}" y="${y + h * f}" width="12" height="4" rx="2" fill="${C.g400}"/>`)
    .join('')

const paw = (cx: number, cy: number, s: number, fill: string) =>
  `<g fill="${fill}" transform="translate(${cx} ${cy}) scale(${s})"><ellipse cx="0" cy="8" rx="14" ry="11"/><ellipse cx="-15" cy="-8" rx="5.5" ry="7"/><ellipse cx="-5" cy="-16" rx="5.5" ry="7"/><ellipse cx="6" cy="-16" rx="5.5" ry="7"/><ellipse cx="16" cy="-7" rx="5.5" ry="7"/></g>`

/** Home page hero: a clinic's supply shelf with cartons, bottles, vials and a cold box. */
function heroHome(): string {
  const shelf = (y: number) =>
    `<rect x="120" y="${y}" width="960" height="16" rx="4" fill="${C.g400}"/><rect x="120" y="${y + 16}" width="960" height="6" fill="${C.shadow}"/>`
  return svg(
    1200,
    600,
    `<rect width="1200" height="600" fill="${C.bg}"/>` +
      `<circle cx="980" cy="120" r="210" fill="${C.disc}"/><circle cx="180" cy="520" r="160" fill="${C.disc}"/>` +
      `<rect x="100" y="70" width="1000" height="470" rx="18" fill="${C.w}" opacity="0.55"/>` +
      shelf(270) +
      shelf(500) +
      box(160, 160, 150, 110, 36, C.w, C.g200, C.g100) +
      `<rect x="180" y="190" width="110" height="14" rx="7" fill="${C.t500}"/><rect x="180" y="214" width="70" height="10" rx="5" fill="${C.g300}"/>` +
      box(350, 190, 120, 80, 30, C.t100, C.t300, C.t50) +
      bottle(540, 270, 60, 120, C.t700, C.g800) +
      bottle(625, 270, 50, 90, C.t500, C.g600) +
      vial(700, 270, C.t300) +
      vial(740, 270, C.t500) +
      vial(780, 270, C.t300) +
      box(840, 170, 190, 100, 34, C.ice, C.iceLine, C.w) +
      snowflake(935, 220, 30, C.t700) +
      box(170, 400, 220, 100, 36, C.w, C.g200, C.g100) +
      `<path d="M240 430h80M280 400v60" stroke="${C.t500}" stroke-width="16" stroke-linecap="round"/>` +
      bottle(460, 500, 70, 140, C.w, C.t700) +
      bottle(550, 500, 56, 110, C.t100, C.t700) +
      box(620, 420, 140, 80, 30, C.t50, C.t100, C.w) +
      paw(690, 460, 1.1, C.t500) +
      box(820, 380, 200, 120, 36, C.w, C.g200, C.g100) +
      `<rect x="845" y="410" width="150" height="14" rx="7" fill="${C.g600}"/><rect x="845" y="436" width="100" height="10" rx="5" fill="${C.g300}"/>`,
  )
}

/** Cold chain: an insulated box with cooling elements, vaccine vials and a thermometer. */
function coldChain(): string {
  return svg(
    600,
    400,
    `<rect width="600" height="400" fill="${C.bg}"/>` +
      `<circle cx="300" cy="200" r="170" fill="${C.disc}"/>` +
      `<ellipse cx="290" cy="340" rx="190" ry="16" fill="${C.shadow}"/>` +
      box(120, 180, 300, 160, 60, C.w, C.g200, C.g100) +
      `<rect x="140" y="200" width="260" height="120" rx="10" fill="${C.ice}" stroke="${C.iceLine}" stroke-width="4"/>` +
      `<rect x="160" y="215" width="70" height="36" rx="8" fill="${C.iceLine}"/><rect x="310" y="215" width="70" height="36" rx="8" fill="${C.iceLine}"/>` +
      vial(230, 310, C.t500) +
      vial(270, 310, C.t300) +
      vial(310, 310, C.t500) +
      snowflake(195, 120, 34, C.iceLine) +
      snowflake(390, 90, 22, C.iceLine) +
      thermometer(470, 110, 170),
  )
}

/** Delivery: a van on its way with parcels. */
function delivery(): string {
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="300" r="32" fill="${C.g800}"/><circle cx="${cx}" cy="300" r="13" fill="${C.g200}"/>`
  return svg(
    600,
    400,
    `<rect width="600" height="400" fill="${C.bg}"/>` +
      `<circle cx="310" cy="190" r="170" fill="${C.disc}"/>` +
      `<rect x="40" y="326" width="520" height="8" rx="4" fill="${C.shadow}"/>` +
      `<path d="M70 170h60M50 205h80M80 240h50" stroke="${C.g300}" stroke-width="10" stroke-linecap="round"/>` +
      `<rect x="150" y="130" width="250" height="170" rx="14" fill="${C.w}" stroke="${C.g300}" stroke-width="4"/>` +
      `<path d="M400 170h70l50 60v70H400z" fill="${C.t700}"/>` +
      `<path d="M415 185h50l35 42h-85z" fill="${C.t100}"/>` +
      `<rect x="170" y="200" width="210" height="16" rx="8" fill="${C.t500}"/>` +
      paw(275, 170, 1, C.t300) +
      wheel(220) +
      wheel(450) +
      box(430, 60, 60, 50, 18, C.w, C.g200, C.g100) +
      box(490, 80, 40, 30, 12, C.t50, C.t100, C.w),
  )
}

/** Shopping lists: a clipboard with ticked rows next to a carton. */
function shoppingLists(): string {
  const row = (y: number, w: number, ticked: boolean) =>
    `<rect x="215" y="${y}" width="28" height="28" rx="6" fill="${ticked ? C.t500 : C.w}" stroke="${C.t700}" stroke-width="3"/>` +
    (ticked
      ? `<path d="M221 ${y + 14}l6 7l11-13" stroke="${C.w}" stroke-width="4" fill="none" stroke-linecap="round"/>`
      : '') +
    `<rect x="258" y="${y + 8}" width="${w}" height="12" rx="6" fill="${C.g300}"/>`
  return svg(
    600,
    400,
    `<rect width="600" height="400" fill="${C.bg}"/>` +
      `<circle cx="300" cy="200" r="170" fill="${C.disc}"/>` +
      `<ellipse cx="300" cy="360" rx="200" ry="14" fill="${C.shadow}"/>` +
      `<rect x="190" y="60" width="210" height="290" rx="16" fill="${C.t700}"/>` +
      `<rect x="202" y="80" width="186" height="258" rx="8" fill="${C.w}"/>` +
      `<rect x="250" y="46" width="90" height="34" rx="10" fill="${C.g600}"/>` +
      row(110, 100, true) +
      row(160, 80, true) +
      row(210, 110, true) +
      row(260, 70, false) +
      box(410, 250, 110, 100, 30, C.w, C.g200, C.g100) +
      `<path d="M440 290h50M465 265v50" stroke="${C.t500}" stroke-width="12" stroke-linecap="round"/>` +
      bottle(110, 350, 60, 110, C.t500, C.g800),
  )
}

export interface ContentMedia {
  fileName: string
  width: number
  height: number
  svg: string
}

/** Every illustration of the content export, by file name. */
export function contentMedia(): ContentMedia[] {
  return [
    { fileName: 'etusivu-hylly.svg', width: 1200, height: 600, svg: heroHome() },
    { fileName: 'kylmaketju.svg', width: 600, height: 400, svg: coldChain() },
    { fileName: 'toimitus.svg', width: 600, height: 400, svg: delivery() },
    { fileName: 'ostoslistat.svg', width: 600, height: 400, svg: shoppingLists() },
  ]
}
