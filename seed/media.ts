/**
 * Product illustrations: one SVG per product kind (not per product), drawn in code so they stay
 * small, consistent and reviewable. Calm teal/grey palette, 400×400 viewBox, no text. The
 * generator writes them to public/media/products/<kind>.svg and, from them, the WebP images the
 * shop shows (seed/mediaRaster.ts); all are committed to git.
 */

/** The illustration palette, shared with the content illustrations (seed/content/media.ts). */
export const PALETTE = {
  bg: '#eef4f4',
  disc: '#e1ecec',
  shadow: '#cfdcdc',
  t900: '#0c4f4a',
  t700: '#12766f',
  t500: '#1f9a90',
  t300: '#72c7bc',
  t100: '#cdebe6',
  t50: '#e8f6f3',
  g800: '#34414b',
  g600: '#5c6a75',
  g400: '#94a2ad',
  g300: '#b4c0c8',
  g200: '#cfd8de',
  g100: '#e7edf0',
  w: '#ffffff',
}
const C = PALETTE

const shadow = (rx: number, cx = 200, cy = 330) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="13" fill="${C.shadow}"/>`
const shine = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) / 2}" fill="${C.w}" opacity="0.45"/>`
const pill = (cx: number, cy: number, angle: number, fill = C.t700) =>
  `<g transform="rotate(${angle} ${cx} ${cy})"><rect x="${cx - 20}" y="${cy - 10}" width="40" height="20" rx="10" fill="${C.w}" stroke="${fill}" stroke-width="3"/><path d="M${cx} ${cy - 10}h10a10 10 0 0 1 0 20h-10z" fill="${fill}"/></g>`
const paw = (cx: number, cy: number, s: number, fill: string) =>
  `<g fill="${fill}" transform="translate(${cx} ${cy}) scale(${s})"><ellipse cx="0" cy="8" rx="14" ry="11"/><ellipse cx="-15" cy="-8" rx="5.5" ry="7"/><ellipse cx="-5" cy="-16" rx="5.5" ry="7"/><ellipse cx="6" cy="-16" rx="5.5" ry="7"/><ellipse cx="16" cy="-7" rx="5.5" ry="7"/></g>`
const lines = (x: number, y: number, widths: number[], fill = C.g200, gap = 12) =>
  widths.map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="6" rx="3" fill="${fill}"/>`).join('')

/** A carton in three-quarter view: front face, top and right side. */
const carton = (x: number, y: number, w: number, h: number, d: number, front = C.w, side = C.g200, top = C.g100) =>
  `<path d="M${x} ${y}l${d} ${-d * 0.7}h${w}l${-d} ${d * 0.7}z" fill="${top}"/>` +
  `<path d="M${x + w} ${y}l${d} ${-d * 0.7}v${h}l${-d} ${d * 0.7}z" fill="${side}"/>` +
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${front}"/>`

/** An upright bottle: body, shoulder, neck and cap. */
const bottle = (
  cx: number,
  bottom: number,
  w: number,
  h: number,
  neck: number,
  body: string,
  cap: string,
  capH = 34,
) => {
  const left = cx - w / 2
  const top = bottom - h
  return (
    `<path d="M${left} ${bottom - 14}V${top + 34}q0-26 ${w / 2 - neck / 2}-34h${neck}q${w / 2 - neck / 2} 8 ${w / 2 - neck / 2} 34V${bottom - 14}q0 14-14 14H${left + 14}q-14 0-14-14z" fill="${body}"/>` +
    `<rect x="${cx - neck / 2 - 4}" y="${top - capH}" width="${neck + 8}" height="${capH + 2}" rx="6" fill="${cap}"/>`
  )
}

const glassVial = (cx: number, bottom: number, w: number, h: number, liquid: string, cap: string) => {
  const left = cx - w / 2
  const top = bottom - h
  return (
    `<rect x="${left}" y="${top + 26}" width="${w}" height="${h - 26}" rx="10" fill="${C.t50}" stroke="${C.g300}" stroke-width="3"/>` +
    `<rect x="${left + 4}" y="${top + h * 0.45}" width="${w - 8}" height="${h * 0.55 - 4}" rx="7" fill="${liquid}" opacity="0.75"/>` +
    `<rect x="${left + w * 0.2}" y="${top + 12}" width="${w * 0.6}" height="18" fill="${C.t50}" stroke="${C.g300}" stroke-width="3"/>` +
    `<rect x="${left + w * 0.08}" y="${top}" width="${w * 0.84}" height="20" rx="4" fill="${C.g300}"/>` +
    `<rect x="${left + w * 0.14}" y="${top - 8}" width="${w * 0.72}" height="12" rx="4" fill="${cap}"/>` +
    `<rect x="${left + 9}" y="${top + 40}" width="7" height="${h * 0.5}" rx="3.5" fill="${C.w}" opacity="0.7"/>`
  )
}

const KINDS = {
  // --- medicines ---
  'tablet-box': () =>
    shadow(115, 205) +
    carton(112, 150, 150, 178, 44) +
    `<path d="M262 150l44-30.8v178l-44 30.8z" fill="${C.g200}"/><path d="M262 220l44-30.8v30l-44 30.8z" fill="${C.t700}"/>` +
    `<rect x="112" y="220" width="150" height="30" fill="${C.t500}"/>` +
    `<circle cx="187" cy="184" r="26" fill="${C.t100}"/>` +
    pill(187, 184, -35) +
    lines(128, 270, [72, 50, 88]),
  blister: () =>
    shadow(120) +
    `<g transform="rotate(-12 200 200)"><rect x="90" y="110" width="220" height="190" rx="16" fill="${C.g200}"/><rect x="90" y="110" width="220" height="190" rx="16" fill="none" stroke="${C.g300}" stroke-width="3"/>` +
    [0, 1]
      .flatMap((col) =>
        [0, 1, 2, 3].map((row) => {
          const cx = 148 + col * 104
          const cy = 140 + row * 44
          return `<rect x="${cx - 40}" y="${cy - 17}" width="80" height="34" rx="17" fill="${C.g100}" stroke="${C.g300}" stroke-width="2"/><ellipse cx="${cx}" cy="${cy}" rx="28" ry="12" fill="${C.w}"/><ellipse cx="${cx}" cy="${cy - 3}" rx="20" ry="6" fill="${C.t100}"/>`
        }),
      )
      .join('') +
    `<line x1="200" y1="118" x2="200" y2="292" stroke="${C.g300}" stroke-width="2" stroke-dasharray="5 6"/></g>`,
  'tablet-jar': () =>
    shadow(110) +
    `<rect x="128" y="128" width="144" height="200" rx="22" fill="${C.w}"/>` +
    `<rect x="136" y="96" width="128" height="44" rx="10" fill="${C.t700}"/>` +
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) => `<rect x="${144 + i * 17}" y="100" width="6" height="36" rx="3" fill="${C.t900}" opacity="0.4"/>`)
      .join('') +
    `<rect x="128" y="172" width="144" height="96" fill="${C.t100}"/><rect x="128" y="188" width="144" height="8" fill="${C.t300}"/>` +
    pill(200, 232, -30) +
    shine(140, 150, 10, 150) +
    `<circle cx="300" cy="316" r="15" fill="${C.w}" stroke="${C.g300}" stroke-width="2"/><line x1="288" y1="316" x2="312" y2="316" stroke="${C.g300}" stroke-width="2"/>` +
    `<circle cx="96" cy="318" r="13" fill="${C.w}" stroke="${C.g300}" stroke-width="2"/>`,
  'oral-suspension': () =>
    shadow(120) +
    bottle(176, 328, 120, 190, 46, C.t700, C.w) +
    `<rect x="124" y="210" width="104" height="80" rx="6" fill="${C.w}"/>` +
    lines(138, 228, [70, 50, 62], C.t100) +
    shine(126, 160, 10, 36) +
    `<g transform="rotate(-28 290 260)"><rect x="226" y="250" width="120" height="22" rx="5" fill="${C.w}" stroke="${C.g300}" stroke-width="3"/><rect x="232" y="254" width="60" height="14" rx="3" fill="${C.t300}" opacity="0.7"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<rect x="${240 + i * 12}" y="250" width="2" height="8" fill="${C.g400}"/>`)
      .join('') +
    `<rect x="346" y="256" width="34" height="10" rx="3" fill="${C.g400}"/><rect x="378" y="248" width="8" height="26" rx="3" fill="${C.g600}"/><rect x="206" y="256" width="22" height="10" rx="3" fill="${C.w}" stroke="${C.g300}" stroke-width="3"/></g>`,
  'injection-vial': () =>
    shadow(125) +
    glassVial(245, 326, 92, 200, C.t300, C.t500) +
    glassVial(148, 326, 72, 150, C.t100, C.g600) +
    `<rect x="214" y="210" width="62" height="50" rx="4" fill="${C.w}" opacity="0.9"/>` +
    lines(222, 222, [44, 32], C.t300),
  'vaccine-vials': () =>
    shadow(140) +
    `<path d="M70 250h260l-20 74H90z" fill="${C.g200}"/>` +
    [0, 1, 2, 3, 4].map((i) => glassVial(100 + i * 50, 290, 40, 108, i % 2 ? C.t100 : C.t300, C.t500)).join('') +
    `<path d="M62 262h276l-22 68H84z" fill="${C.w}"/><path d="M62 262h276v14H62z" fill="${C.t700}"/>` +
    lines(96, 292, [110, 70], C.g200),
  'eye-drops': () =>
    shadow(110) +
    `<path d="M150 328V196q0-24 24-30h52q24 6 24 30v132z" fill="${C.w}"/><path d="M182 166l10-52h16l10 52z" fill="${C.g100}" stroke="${C.g300}" stroke-width="2"/>` +
    `<rect x="150" y="226" width="100" height="62" fill="${C.t100}"/><rect x="150" y="226" width="100" height="10" fill="${C.t500}"/>` +
    shine(160, 186, 8, 120) +
    `<path d="M279 230q-22-30-22-44a22 22 0 0 1 44 0q0 14-22 44z" fill="${C.t300}"/>` +
    `<rect x="268" y="280" width="40" height="48" rx="8" fill="${C.t700}"/><rect x="276" y="270" width="24" height="14" rx="4" fill="${C.t700}"/>` +
    `<path d="M200 86q-12-16-12-24a12 12 0 0 1 24 0q0 8-12 24z" fill="${C.t500}"/>`,
  'ear-drops': () =>
    shadow(110) +
    `<rect x="142" y="180" width="116" height="148" rx="22" fill="${C.t500}"/><path d="M170 180q0-24 20-30h20q20 6 20 30z" fill="${C.t500}"/>` +
    `<path d="M190 150l4-78h12l4 78z" fill="${C.w}" stroke="${C.g300}" stroke-width="2"/><rect x="192" y="64" width="16" height="12" rx="6" fill="${C.g300}"/>` +
    `<rect x="154" y="220" width="92" height="74" rx="6" fill="${C.w}"/>` +
    lines(166, 236, [60, 44, 52], C.t100) +
    shine(150, 196, 8, 110) +
    `<rect x="280" y="262" width="44" height="66" rx="10" fill="${C.t700}"/>`,
  'ointment-tube': () =>
    shadow(140) +
    `<g transform="rotate(-22 200 220)"><path d="M70 190h40l160-6q18 0 18 18v36q0 18-18 18l-160-6H70z" fill="${C.w}"/><rect x="58" y="184" width="24" height="72" rx="3" fill="${C.g200}"/>` +
    [0, 1, 2, 3, 4, 5]
      .map((i) => `<rect x="60" y="${188 + i * 11}" width="20" height="3" fill="${C.g300}"/>`)
      .join('') +
    `<path d="M120 192h80v56h-80z" fill="${C.t100}"/><rect x="120" y="192" width="12" height="56" fill="${C.t500}"/><rect x="288" y="198" width="26" height="44" rx="4" fill="${C.g400}"/><rect x="312" y="192" width="46" height="56" rx="8" fill="${C.t700}"/>` +
    shine(140, 198, 120, 8) +
    `</g>`,
  'spot-on': () =>
    shadow(140) +
    `<rect x="80" y="120" width="240" height="200" rx="14" fill="${C.w}"/><rect x="80" y="120" width="240" height="36" rx="14" fill="${C.t700}"/><rect x="80" y="142" width="240" height="14" fill="${C.t700}"/>` +
    [0, 1, 2]
      .map((i) => {
        const x = 130 + i * 70
        return `<path d="M${x - 20} 300v-90q0-20 20-26l-6-16h12l-6 16q20 6 20 26v90q0 10-10 10h-20q-10 0-10-10z" fill="${C.t100}" stroke="${C.t500}" stroke-width="3"/><rect x="${x - 14}" y="250" width="28" height="52" rx="6" fill="${C.t300}"/><rect x="${x - 8}" y="156" width="16" height="10" rx="3" fill="${C.t500}"/>`
      })
      .join(''),
  shampoo: () =>
    shadow(100) +
    `<path d="M140 328V150q0-20 22-28h76q22 8 22 28v178z" fill="${C.t500}"/><rect x="166" y="88" width="68" height="38" rx="8" fill="${C.w}"/><path d="M180 88v-14h40v14z" fill="${C.g300}"/>` +
    `<rect x="154" y="188" width="92" height="96" rx="8" fill="${C.w}"/>` +
    paw(200, 226, 1, C.t300) +
    lines(170, 262, [60], C.t100) +
    shine(148, 146, 8, 160) +
    `<circle cx="292" cy="150" r="16" fill="none" stroke="${C.t300}" stroke-width="3"/><circle cx="312" cy="112" r="10" fill="none" stroke="${C.t300}" stroke-width="3"/><circle cx="284" cy="96" r="6" fill="none" stroke="${C.t300}" stroke-width="3"/>`,
  'anesthetic-bottle': () =>
    shadow(105) +
    bottle(200, 328, 132, 200, 56, C.g600, C.t500, 30) +
    `<rect x="180" y="74" width="40" height="20" rx="4" fill="${C.t700}"/>` +
    `<rect x="146" y="196" width="108" height="92" rx="6" fill="${C.w}"/><rect x="146" y="196" width="108" height="14" fill="${C.t300}"/>` +
    lines(160, 226, [80, 56, 70]) +
    shine(142, 150, 9, 150),
  'oral-paste': () =>
    shadow(150) +
    `<g transform="rotate(-18 200 220)"><rect x="60" y="196" width="230" height="48" rx="10" fill="${C.w}" stroke="${C.g300}" stroke-width="3"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<rect x="${96 + i * 22}" y="196" width="3" height="14" fill="${C.g400}"/>`)
      .join('') +
    `<rect x="130" y="190" width="26" height="60" rx="5" fill="${C.t500}"/><path d="M290 206h40q10 0 10 6v16q0 6-10 6h-40z" fill="${C.w}" stroke="${C.g300}" stroke-width="3"/><rect x="20" y="206" width="44" height="28" rx="4" fill="${C.t700}"/><rect x="10" y="194" width="12" height="52" rx="4" fill="${C.t700}"/>` +
    shine(170, 204, 100, 7) +
    `</g>`,

  // --- care supplies ---
  syringe: () =>
    shadow(150) +
    `<g transform="rotate(-30 200 210)"><rect x="110" y="184" width="170" height="52" rx="6" fill="${C.t50}" stroke="${C.g400}" stroke-width="3"/><rect x="180" y="190" width="96" height="40" rx="3" fill="${C.t300}" opacity="0.6"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
      .map((i) => `<rect x="${132 + i * 15}" y="184" width="2.5" height="${i % 5 === 0 ? 20 : 12}" fill="${C.g600}"/>`)
      .join('') +
    `<rect x="168" y="188" width="14" height="44" rx="3" fill="${C.g800}"/><rect x="40" y="202" width="130" height="16" fill="${C.g300}"/><rect x="26" y="186" width="16" height="48" rx="4" fill="${C.g400}"/><rect x="98" y="170" width="14" height="80" rx="4" fill="${C.g400}"/>` +
    `<path d="M280 198h20v24h-20z" fill="${C.g300}"/><path d="M300 206h14v8h-14z" fill="${C.g400}"/><rect x="312" y="208.5" width="62" height="3" fill="${C.g600}"/></g>`,
  needle: () =>
    shadow(130) +
    [
      [0, C.t500],
      [1, C.g600],
      [2, C.t300],
    ]
      .map(([i, hub]) => {
        const x = 130 + Number(i) * 70
        return `<g transform="rotate(${-8 + Number(i) * 8} ${x} 210)"><rect x="${x - 3}" y="82" width="6" height="120" fill="${C.g400}"/><path d="M${x - 3} 82l3-14 3 14z" fill="${C.g400}"/><path d="M${x - 16} 200h32l-4 70h-24z" fill="${hub}"/><rect x="${x - 20}" y="262" width="40" height="48" rx="6" fill="${hub}"/><rect x="${x - 12}" y="272" width="6" height="30" rx="3" fill="${C.w}" opacity="0.4"/></g>`
      })
      .join(''),
  glove: () =>
    shadow(110) +
    `<g fill="${C.t500}"><rect x="146" y="190" width="116" height="130" rx="24"/><rect x="146" y="118" width="26" height="120" rx="13"/><rect x="176" y="92" width="26" height="140" rx="13"/><rect x="206" y="100" width="26" height="132" rx="13"/><rect x="236" y="124" width="24" height="110" rx="12"/><rect x="122" y="196" width="28" height="100" rx="14" transform="rotate(-34 136 262)"/></g>` +
    `<rect x="152" y="286" width="104" height="44" rx="6" fill="${C.t700}"/><rect x="152" y="286" width="104" height="8" fill="${C.t900}" opacity="0.3"/>` +
    `<g fill="${C.w}" opacity="0.35"><rect x="182" y="104" width="8" height="60" rx="4"/><rect x="152" y="130" width="8" height="50" rx="4"/><rect x="212" y="112" width="8" height="50" rx="4"/></g>`,
  'glove-box': () =>
    shadow(140) +
    carton(78, 170, 210, 150, 50, C.w, C.t500, C.g100) +
    `<path d="M288 170l50-35v150l-50 35z" fill="${C.t500}"/><rect x="78" y="270" width="210" height="26" fill="${C.t300}"/>` +
    `<ellipse cx="206" cy="152" rx="70" ry="14" fill="${C.g300}"/>` +
    `<g fill="${C.t100}" stroke="${C.t300}" stroke-width="2"><path d="M170 152q-6-60 10-78q14-4 18 20l4 58z"/><path d="M198 152q0-70 16-84q14 0 14 22l-4 62z"/><path d="M226 154q10-54 26-60q12 6 6 26l-14 36z"/></g>` +
    `<circle cx="120" cy="220" r="22" fill="${C.t100}"/>` +
    lines(156, 212, [96, 70]),
  'surgical-gloves': () =>
    shadow(140) +
    `<rect x="84" y="96" width="232" height="228" rx="10" fill="${C.g100}"/><path d="M84 96h232v30l-12-10-12 10-12-10-12 10-12-10-12 10-12-10-12 10-12-10-12 10-12-10-12 10-12-10-12 10-12-10-12 10-12-10-12 10-12-10-12 10z" fill="${C.t500}"/>` +
    [0, 1]
      .map((i) => {
        const x = 116 + i * 92
        return `<g fill="${C.w}" stroke="${C.g300}" stroke-width="2"><rect x="${x}" y="190" width="78" height="110" rx="14"/><rect x="${x + 2}" y="142" width="16" height="70" rx="8"/><rect x="${x + 21}" y="130" width="16" height="80" rx="8"/><rect x="${x + 40}" y="134" width="16" height="78" rx="8"/><rect x="${x + 59}" y="148" width="16" height="64" rx="8"/></g><rect x="${x}" y="282" width="78" height="18" fill="${C.t100}"/>`
      })
      .join(''),
  gauze: () =>
    shadow(130) +
    `<path d="M90 250l110-48 110 48-110 48z" fill="${C.t300}"/>` +
    [0, 1, 2, 3]
      .map((i) => {
        const y = 240 - i * 22
        return `<path d="M96 ${y}l104-44 104 44-104 44z" fill="${C.w}" stroke="${C.g200}" stroke-width="2"/><path d="M96 ${y}v8l104 44v-8z" fill="${C.g100}"/><path d="M304 ${y}v8l-104 44v-8z" fill="${C.g200}"/>`
      })
      .join('') +
    `<g stroke="${C.g200}" stroke-width="1.5">` +
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) => `<line x1="${122 + i * 13}" y1="${163 + i * 5.5}" x2="${226 + i * 13}" y2="${119 + i * 5.5}"/>`)
      .join('') +
    `</g>`,
  'bandage-roll': () =>
    shadow(150) +
    `<path d="M196 292c60 6 120 10 150 30l-20 8c-40-16-90-20-150-22z" fill="${C.w}" stroke="${C.g200}" stroke-width="2"/>` +
    `<rect x="92" y="150" width="150" height="150" fill="${C.w}"/><ellipse cx="92" cy="225" rx="40" ry="75" fill="${C.g100}"/><ellipse cx="242" cy="225" rx="40" ry="75" fill="${C.w}" stroke="${C.g200}" stroke-width="3"/>` +
    `<ellipse cx="242" cy="225" rx="28" ry="54" fill="none" stroke="${C.g200}" stroke-width="2"/><ellipse cx="242" cy="225" rx="16" ry="32" fill="none" stroke="${C.g200}" stroke-width="2"/><ellipse cx="242" cy="225" rx="8" ry="16" fill="${C.t100}"/>` +
    `<rect x="92" y="150" width="150" height="8" fill="${C.g100}"/><rect x="92" y="292" width="150" height="8" fill="${C.g100}"/><rect x="150" y="150" width="14" height="150" fill="${C.t100}"/>`,
  'cohesive-bandage': () =>
    shadow(150) +
    `<rect x="180" y="110" width="120" height="120" fill="${C.g300}"/><ellipse cx="180" cy="170" rx="32" ry="60" fill="${C.g400}"/><ellipse cx="300" cy="170" rx="32" ry="60" fill="${C.g300}" stroke="${C.g400}" stroke-width="3"/><ellipse cx="300" cy="170" rx="14" ry="26" fill="${C.g100}"/>` +
    `<rect x="90" y="180" width="150" height="136" fill="${C.t500}"/><ellipse cx="90" cy="248" rx="36" ry="68" fill="${C.t700}"/><ellipse cx="240" cy="248" rx="36" ry="68" fill="${C.t500}" stroke="${C.t700}" stroke-width="3"/>` +
    `<ellipse cx="240" cy="248" rx="24" ry="46" fill="none" stroke="${C.t300}" stroke-width="2"/><ellipse cx="240" cy="248" rx="14" ry="28" fill="${C.t100}"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7, 8]
      .map((i) => `<path d="M${104 + i * 15} 182v132" stroke="${C.t300}" stroke-width="2" opacity="0.6"/>`)
      .join(''),
  'wound-dressing': () =>
    shadow(130) +
    `<g transform="rotate(-10 200 210)"><rect x="90" y="100" width="220" height="220" rx="34" fill="${C.w}" stroke="${C.g200}" stroke-width="3"/><rect x="140" y="150" width="120" height="120" rx="12" fill="${C.t100}"/><rect x="150" y="160" width="100" height="100" rx="8" fill="${C.t50}"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<circle cx="${162 + (i % 4) * 26}" cy="${186 + Math.floor(i / 4) * 48}" r="3" fill="${C.t300}"/>`)
      .join('') +
    `<path d="M90 150q-8 0-8-12" stroke="${C.g300}" stroke-width="3" fill="none"/></g>`,
  cannula: () =>
    shadow(150) +
    `<g transform="rotate(-20 200 210)"><rect x="246" y="205" width="126" height="4" fill="${C.g400}"/><path d="M246 200h70l6 6-6 6h-70z" fill="${C.t100}" stroke="${C.t300}" stroke-width="2"/>` +
    `<path d="M186 206l-30-56h44l16 46z" fill="${C.t300}"/><path d="M186 212l-30 56h44l16-46z" fill="${C.t300}"/>` +
    `<rect x="170" y="190" width="80" height="34" rx="8" fill="${C.t500}"/><rect x="110" y="194" width="64" height="26" rx="4" fill="${C.t50}" stroke="${C.g300}" stroke-width="2"/><rect x="56" y="192" width="58" height="30" rx="6" fill="${C.g400}"/><rect x="36" y="196" width="22" height="22" rx="4" fill="${C.g600}"/></g>`,
  'infusion-set': () =>
    shadow(130) +
    `<path d="M200 80v40" stroke="${C.g400}" stroke-width="8" stroke-linecap="round"/><path d="M200 70l-8-30h16z" fill="${C.g400}"/>` +
    `<rect x="176" y="120" width="48" height="90" rx="12" fill="${C.t50}" stroke="${C.g300}" stroke-width="3"/><rect x="180" y="172" width="40" height="34" rx="8" fill="${C.t300}" opacity="0.7"/><path d="M200 142q-6-8-6-12a6 6 0 0 1 12 0q0 4-6 12z" fill="${C.t500}"/>` +
    `<path d="M200 210v30q0 30 40 40t60 40q0 20-40 20H150q-50 0-50-30t40-30" fill="none" stroke="${C.g300}" stroke-width="6"/>` +
    `<rect x="226" y="262" width="44" height="30" rx="6" fill="${C.t700}"/><circle cx="248" cy="277" r="8" fill="${C.t300}"/><rect x="122" y="290" width="30" height="16" rx="4" fill="${C.t500}"/>`,
  suture: () =>
    shadow(140) +
    `<rect x="78" y="100" width="244" height="220" rx="12" fill="${C.g100}" stroke="${C.g300}" stroke-width="2"/><path d="M78 112q0-12 12-12h220q12 0 12 12v36H78z" fill="${C.t500}"/>` +
    `<rect x="110" y="170" width="180" height="124" rx="10" fill="${C.w}"/>` +
    `<path d="M150 210a50 50 0 0 1 100 0" fill="none" stroke="${C.g600}" stroke-width="5" stroke-linecap="round"/><path d="M246 204l8 10-12 2z" fill="${C.g600}"/>` +
    `<path d="M150 210q-10 30 20 40t60 10q40-6 20-30" fill="none" stroke="${C.t700}" stroke-width="3"/>` +
    `<circle cx="300" cy="124" r="10" fill="${C.w}" opacity="0.6"/>`,
  'cone-collar': () =>
    shadow(130) +
    `<path d="M80 130q120-50 240 0l-70 150q-50 16-100 0z" fill="${C.t100}" opacity="0.9"/><path d="M80 130q120-50 240 0" fill="none" stroke="${C.t500}" stroke-width="10" stroke-linecap="round"/>` +
    `<ellipse cx="200" cy="286" rx="52" ry="16" fill="${C.t500}"/><ellipse cx="200" cy="282" rx="38" ry="9" fill="${C.t700}"/>` +
    `<path d="M120 150l40 120M280 150l-40 120" stroke="${C.w}" stroke-width="6" opacity="0.6"/>` +
    [0, 1, 2, 3].map((i) => `<circle cx="${170 + i * 20}" cy="300" r="4" fill="${C.w}"/>`).join(''),
  'recovery-suit': () =>
    shadow(120) +
    `<path d="M130 110q70-30 140 0l20 60-24 10 8 150h-54l-20-90-20 90h-54l8-150-24-10z" fill="${C.t500}"/>` +
    `<path d="M170 100q30 30 60 0" fill="none" stroke="${C.t700}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M200 130v110" stroke="${C.t700}" stroke-width="4" stroke-dasharray="8 8"/>` +
    `<rect x="148" y="306" width="54" height="14" fill="${C.t700}"/><rect x="198" y="306" width="54" height="14" fill="${C.t700}"/>` +
    `<path d="M156 140v140M244 140v140" stroke="${C.w}" stroke-width="5" opacity="0.25"/>`,

  // --- instruments ---
  scissors: () =>
    shadow(140) +
    `<g transform="rotate(-35 200 200)"><path d="M200 196L360 188q6 4 0 8L208 214z" fill="${C.g300}" stroke="${C.g400}" stroke-width="2"/><path d="M200 214L360 204q6-4 0-8L208 196z" fill="${C.g200}" stroke="${C.g400}" stroke-width="2"/>` +
    `<path d="M200 200L120 176" stroke="${C.g400}" stroke-width="12" stroke-linecap="round"/><path d="M200 210L120 236" stroke="${C.g400}" stroke-width="12" stroke-linecap="round"/>` +
    `<circle cx="96" cy="168" r="28" fill="none" stroke="${C.g600}" stroke-width="11"/><circle cx="96" cy="244" r="28" fill="none" stroke="${C.g600}" stroke-width="11"/><circle cx="204" cy="205" r="8" fill="${C.t500}"/></g>`,
  forceps: () =>
    shadow(140) +
    `<g transform="rotate(-35 200 200)"><path d="M60 196L340 180l4 6-280 16z" fill="${C.g300}" stroke="${C.g400}" stroke-width="2"/><path d="M60 204L340 222l4-6-280-16z" fill="${C.g200}" stroke="${C.g400}" stroke-width="2"/>` +
    [0, 1, 2, 3, 4, 5]
      .map((i) => `<rect x="${110 + i * 12}" y="${188 - i * 0.6}" width="6" height="6" rx="1" fill="${C.g600}"/>`)
      .join('') +
    [0, 1, 2, 3, 4, 5]
      .map((i) => `<rect x="${110 + i * 12}" y="${210 + i * 0.6}" width="6" height="6" rx="1" fill="${C.g600}"/>`)
      .join('') +
    `<rect x="40" y="193" width="26" height="14" rx="5" fill="${C.t500}"/></g>`,
  'needle-holder': () =>
    shadow(140) +
    `<g transform="rotate(-35 200 200)"><path d="M196 198L330 194q12 6 0 12L200 214z" fill="${C.g300}" stroke="${C.g400}" stroke-width="2"/><rect x="290" y="196" width="40" height="8" fill="${C.t700}"/>` +
    `<path d="M200 200L110 174" stroke="${C.g400}" stroke-width="12" stroke-linecap="round"/><path d="M200 210L110 236" stroke="${C.g400}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M132 188l-8 12 8 12" fill="none" stroke="${C.g600}" stroke-width="5"/><circle cx="86" cy="166" r="26" fill="none" stroke="${C.t500}" stroke-width="11"/><circle cx="86" cy="244" r="26" fill="none" stroke="${C.t500}" stroke-width="11"/><circle cx="204" cy="205" r="8" fill="${C.g600}"/></g>`,
  scalpel: () =>
    shadow(150) +
    `<g transform="rotate(-30 200 210)"><rect x="50" y="196" width="190" height="22" rx="6" fill="${C.g400}"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<rect x="${80 + i * 14}" y="198" width="4" height="18" fill="${C.g600}"/>`)
      .join('') +
    `<rect x="236" y="200" width="30" height="14" fill="${C.g300}"/><path d="M262 198h40q60 0 80 14q-40 10-120 10z" fill="${C.g200}" stroke="${C.g400}" stroke-width="2"/><path d="M290 216h80" stroke="${C.w}" stroke-width="3"/><rect x="50" y="196" width="34" height="22" rx="6" fill="${C.t500}"/></g>`,
  'dental-instrument': () =>
    shadow(140) +
    [
      [-28, 150, C.t500],
      [-10, 230, C.g600],
    ]
      .map(
        ([angle, y, grip]) =>
          `<g transform="rotate(${angle} 200 ${y})"><rect x="120" y="${Number(y) - 14}" width="160" height="28" rx="8" fill="${grip}"/>` +
          [0, 1, 2, 3, 4, 5, 6]
            .map(
              (i) =>
                `<rect x="${136 + i * 20}" y="${Number(y) - 14}" width="6" height="28" fill="${C.w}" opacity="0.25"/>`,
            )
            .join('') +
          `<path d="M280 ${Number(y) - 4}h40q30 0 40-20" fill="none" stroke="${C.g400}" stroke-width="7" stroke-linecap="round"/><path d="M120 ${Number(y) - 4}h-40q-24 0-30 16" fill="none" stroke="${C.g400}" stroke-width="7" stroke-linecap="round"/></g>`,
      )
      .join(''),
  otoscope: () =>
    shadow(90) +
    `<rect x="160" y="190" width="80" height="140" rx="14" fill="${C.g600}"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<rect x="160" y="${204 + i * 14}" width="80" height="5" fill="${C.g800}" opacity="0.5"/>`)
      .join('') +
    `<rect x="150" y="170" width="100" height="28" rx="8" fill="${C.t500}"/><rect x="150" y="100" width="100" height="76" rx="24" fill="${C.g800}"/><circle cx="200" cy="138" r="22" fill="${C.g600}"/><circle cx="200" cy="138" r="12" fill="${C.t300}"/>` +
    `<path d="M250 120l80-14v64l-80-14z" fill="${C.t100}" stroke="${C.t300}" stroke-width="2"/><rect x="326" y="102" width="10" height="72" rx="4" fill="${C.t300}"/>` +
    shine(166, 200, 8, 110),
  stethoscope: () =>
    shadow(130) +
    `<path d="M140 80v70q0 60 60 60t60-60V80" fill="none" stroke="${C.g600}" stroke-width="9" stroke-linecap="round"/><circle cx="140" cy="74" r="10" fill="${C.g800}"/><circle cx="260" cy="74" r="10" fill="${C.g800}"/>` +
    `<path d="M200 210v30q0 40 50 50t60-20" fill="none" stroke="${C.t500}" stroke-width="12" stroke-linecap="round"/>` +
    `<circle cx="312" cy="250" r="40" fill="${C.g300}"/><circle cx="312" cy="250" r="30" fill="${C.g200}"/><circle cx="312" cy="250" r="22" fill="${C.t100}"/><circle cx="300" cy="238" r="6" fill="${C.w}" opacity="0.7"/>` +
    `<rect x="190" y="204" width="20" height="16" rx="4" fill="${C.g600}"/>`,
  thermometer: () =>
    shadow(150) +
    `<g transform="rotate(-30 200 210)"><path d="M50 190h240l40 10v20l-40 10H50q-20 0-20-20t20-20z" fill="${C.w}" stroke="${C.g300}" stroke-width="3"/><rect x="330" y="204" width="36" height="12" rx="6" fill="${C.g400}"/>` +
    `<rect x="100" y="198" width="90" height="24" rx="4" fill="${C.t700}"/><rect x="108" y="204" width="74" height="12" rx="2" fill="${C.t300}" opacity="0.5"/><circle cx="222" cy="210" r="10" fill="${C.t500}"/>` +
    shine(60, 194, 200, 5) +
    `</g>`,

  // --- laboratory ---
  'test-kit': () =>
    shadow(150) +
    `<g transform="rotate(-12 200 210)"><rect x="70" y="170" width="260" height="84" rx="20" fill="${C.w}" stroke="${C.g300}" stroke-width="3"/><circle cx="120" cy="212" r="20" fill="${C.g100}" stroke="${C.g300}" stroke-width="3"/><circle cx="120" cy="212" r="10" fill="${C.g200}"/>` +
    `<rect x="170" y="198" width="110" height="28" rx="6" fill="${C.g100}" stroke="${C.g300}" stroke-width="2"/><rect x="212" y="200" width="6" height="24" fill="${C.t700}"/><rect x="244" y="200" width="6" height="24" fill="${C.t500}"/></g>` +
    `<path d="M286 120l40-50" stroke="${C.g300}" stroke-width="10" stroke-linecap="round"/><path d="M278 130l14 10 36-46-14-10z" fill="${C.w}" stroke="${C.g300}" stroke-width="2"/><ellipse cx="332" cy="66" rx="14" ry="20" transform="rotate(38 332 66)" fill="${C.t300}"/>`,
  'urine-strips': () =>
    shadow(130) +
    `<rect x="110" y="130" width="96" height="196" rx="14" fill="${C.w}" stroke="${C.g300}" stroke-width="3"/><rect x="104" y="100" width="108" height="40" rx="8" fill="${C.t700}"/><rect x="110" y="190" width="96" height="60" fill="${C.t100}"/>` +
    `<g transform="rotate(14 270 220)"><rect x="254" y="80" width="30" height="240" rx="4" fill="${C.w}" stroke="${C.g300}" stroke-width="2"/>` +
    [C.t700, C.t500, C.t300, C.t100, C.g400, C.g300, C.t500, C.g600]
      .map((fill, i) => `<rect x="259" y="${96 + i * 26}" width="20" height="18" rx="2" fill="${fill}"/>`)
      .join('') +
    `</g>`,
  'sample-tubes': () =>
    shadow(140) +
    [C.t700, C.g600, C.t300, C.g400, C.t500]
      .map((cap, i) => {
        const x = 106 + i * 48
        return `<rect x="${x}" y="120" width="28" height="190" rx="14" fill="${C.t50}" stroke="${C.g300}" stroke-width="2"/><rect x="${x + 3}" y="${230 - i * 10}" width="22" height="${76 + i * 10}" rx="11" fill="${i % 2 ? C.g300 : C.t300}" opacity="0.65"/><rect x="${x - 4}" y="98" width="36" height="34" rx="6" fill="${cap}"/>`
      })
      .join('') +
    `<rect x="80" y="200" width="240" height="22" rx="4" fill="${C.g400}"/><rect x="80" y="296" width="240" height="22" rx="4" fill="${C.g400}"/><rect x="80" y="200" width="12" height="118" fill="${C.g600}"/><rect x="308" y="200" width="12" height="118" fill="${C.g600}"/>`,
  'sample-cup': () =>
    shadow(110) +
    `<path d="M130 170h140l-12 150q-2 10-12 10H154q-10 0-12-10z" fill="${C.t50}" stroke="${C.g300}" stroke-width="3"/><path d="M138 240h124l-5 76q-1 8-10 8H153q-9 0-10-8z" fill="${C.t300}" opacity="0.5"/>` +
    [0, 1, 2, 3, 4].map((i) => `<rect x="236" y="${190 + i * 24}" width="16" height="3" fill="${C.g400}"/>`).join('') +
    `<rect x="120" y="130" width="160" height="44" rx="8" fill="${C.t500}"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
      .map((i) => `<rect x="${128 + i * 15}" y="134" width="6" height="36" rx="3" fill="${C.t700}" opacity="0.5"/>`)
      .join('') +
    `<rect x="152" y="200" width="70" height="26" rx="4" fill="${C.w}"/>`,
  'microscope-slides': () =>
    shadow(150) +
    [0, 1, 2, 3]
      .map((i) => {
        const y = 250 - i * 26
        const x = 70 + i * 12
        return `<g transform="rotate(-8 200 ${y})"><rect x="${x}" y="${y - 30}" width="240" height="60" rx="4" fill="${C.t50}" stroke="${C.t300}" stroke-width="2" opacity="0.95"/><rect x="${x}" y="${y - 30}" width="60" height="60" rx="4" fill="${i === 3 ? C.t100 : C.w}"/><circle cx="${x + 160}" cy="${y}" r="${i === 3 ? 14 : 0}" fill="${C.t300}" opacity="0.6"/></g>`
      })
      .join(''),
  'stain-bottles': () =>
    shadow(140) +
    [
      [120, C.t700],
      [200, C.g600],
      [280, C.t300],
    ]
      .map(
        ([cx, body]) =>
          bottle(Number(cx), 328, 70, 150, 26, String(body), C.w, 26) +
          `<path d="M${Number(cx) - 8} ${328 - 150 - 26}l8-30 8 30z" fill="${C.w}" stroke="${C.g300}" stroke-width="2"/><rect x="${Number(cx) - 28}" y="240" width="56" height="50" rx="4" fill="${C.w}"/>` +
          lines(Number(cx) - 20, 252, [40, 28], C.g200),
      )
      .join(''),

  // --- feeding ---
  'food-bag': () =>
    shadow(120) +
    `<path d="M112 120h176l14 196q1 14-14 14H112q-15 0-14-14z" fill="${C.t500}"/><path d="M112 120h176l-6-34H118z" fill="${C.t700}"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<rect x="${124 + i * 20}" y="92" width="8" height="24" rx="3" fill="${C.t900}" opacity="0.3"/>`)
      .join('') +
    `<rect x="128" y="168" width="144" height="112" rx="10" fill="${C.w}"/>` +
    paw(200, 218, 1.6, C.t300) +
    lines(150, 292, [100], C.t300) +
    `<path d="M112 120l-14 196" stroke="${C.t900}" stroke-width="3" opacity="0.25"/>`,
  'food-can': () =>
    shadow(120) +
    `<rect x="130" y="150" width="140" height="170" fill="${C.g300}"/><ellipse cx="200" cy="320" rx="70" ry="18" fill="${C.g400}"/><rect x="130" y="176" width="140" height="118" fill="${C.t500}"/>` +
    `<ellipse cx="200" cy="150" rx="70" ry="18" fill="${C.g200}" stroke="${C.g400}" stroke-width="3"/><ellipse cx="200" cy="150" rx="54" ry="12" fill="none" stroke="${C.g300}" stroke-width="3"/><rect x="186" y="140" width="40" height="12" rx="6" fill="${C.g400}"/>` +
    `<circle cx="200" cy="236" r="38" fill="${C.w}"/>` +
    paw(200, 238, 1.1, C.t300) +
    shine(140, 182, 8, 100),
  'milk-replacer': () =>
    shadow(120) +
    `<rect x="116" y="140" width="168" height="186" rx="12" fill="${C.w}"/><rect x="108" y="112" width="184" height="40" rx="10" fill="${C.t500}"/>` +
    `<rect x="116" y="196" width="168" height="76" fill="${C.t100}"/>` +
    `<path d="M180 234q20-26 40 0t40 0" fill="none" stroke="${C.t500}" stroke-width="5" stroke-linecap="round"/><path d="M140 234q20-26 40 0" fill="none" stroke="${C.t500}" stroke-width="5" stroke-linecap="round"/>` +
    `<ellipse cx="316" cy="316" rx="30" ry="12" fill="${C.w}" stroke="${C.g300}" stroke-width="3"/><path d="M286 316q30 30 60 0" fill="${C.g100}" stroke="${C.g300}" stroke-width="3"/><path d="M290 310l-40-40" stroke="${C.g300}" stroke-width="8" stroke-linecap="round"/>`,
  'supplement-jar': () =>
    shadow(120) +
    `<rect x="118" y="160" width="164" height="168" rx="24" fill="${C.w}"/><rect x="110" y="120" width="180" height="50" rx="12" fill="${C.t700}"/>` +
    `<rect x="118" y="200" width="164" height="90" fill="${C.t100}"/>` +
    `<path d="M170 245h60" stroke="${C.t500}" stroke-width="14" stroke-linecap="round"/><circle cx="166" cy="237" r="9" fill="${C.t500}"/><circle cx="166" cy="253" r="9" fill="${C.t500}"/><circle cx="234" cy="237" r="9" fill="${C.t500}"/><circle cx="234" cy="253" r="9" fill="${C.t500}"/>` +
    `<ellipse cx="76" cy="316" rx="22" ry="12" fill="${C.g300}"/><ellipse cx="320" cy="318" rx="22" ry="12" fill="${C.g300}"/>` +
    shine(128, 178, 8, 130),
  'oil-bottle': () =>
    shadow(100) +
    bottle(200, 328, 120, 170, 40, C.t700, C.w, 26) +
    `<rect x="186" y="108" width="28" height="30" fill="${C.g300}"/><path d="M180 98h60q10 0 10 10v8h-14v-6h-56z" fill="${C.w}" stroke="${C.g300}" stroke-width="2"/>` +
    `<rect x="150" y="210" width="100" height="84" rx="8" fill="${C.w}"/><path d="M200 272q-20-22-20-34a20 20 0 0 1 40 0q0 12-20 34z" fill="${C.t300}"/>` +
    shine(146, 180, 8, 120),
  'feeding-bottle': () =>
    shadow(100) +
    `<rect x="156" y="150" width="88" height="178" rx="24" fill="${C.t50}" stroke="${C.g300}" stroke-width="3"/><rect x="160" y="230" width="80" height="94" rx="20" fill="${C.w}"/>` +
    [0, 1, 2, 3, 4].map((i) => `<rect x="224" y="${180 + i * 26}" width="14" height="3" fill="${C.g400}"/>`).join('') +
    `<rect x="150" y="124" width="100" height="32" rx="8" fill="${C.t500}"/><path d="M176 124q0-50 24-70q24 20 24 70z" fill="${C.g200}"/><ellipse cx="200" cy="58" rx="8" ry="10" fill="${C.g300}"/>` +
    shine(164, 170, 7, 130),

  // --- hygiene ---
  'hand-sanitizer': () =>
    shadow(100) +
    `<rect x="140" y="160" width="120" height="168" rx="22" fill="${C.t100}" stroke="${C.t300}" stroke-width="3"/><rect x="146" y="230" width="108" height="92" rx="18" fill="${C.t300}" opacity="0.55"/>` +
    `<rect x="178" y="128" width="44" height="34" rx="4" fill="${C.w}" stroke="${C.g300}" stroke-width="2"/><rect x="192" y="92" width="16" height="40" fill="${C.w}" stroke="${C.g300}" stroke-width="2"/><path d="M170 86h76q10 0 10 10v6h-86z" fill="${C.w}" stroke="${C.g300}" stroke-width="2"/><rect x="242" y="96" width="26" height="6" rx="3" fill="${C.g300}"/>` +
    `<rect x="160" y="196" width="80" height="56" rx="6" fill="${C.w}"/><path d="M200 242q-16-18-16-28a16 16 0 0 1 32 0q0 10-16 28z" fill="${C.t500}"/>` +
    shine(150, 176, 8, 120),
  canister: () =>
    shadow(130) +
    `<path d="M100 140q0-20 20-20h120l60 40v150q0 20-20 20H120q-20 0-20-20z" fill="${C.w}" stroke="${C.g300}" stroke-width="3"/>` +
    `<path d="M130 120v-26q0-14 14-14h70q14 0 14 14v26h-20v-20h-58v20z" fill="${C.w}" stroke="${C.g300}" stroke-width="3"/>` +
    `<rect x="262" y="108" width="36" height="30" rx="5" fill="${C.t500}" transform="rotate(34 280 123)"/>` +
    `<rect x="124" y="190" width="156" height="104" rx="8" fill="${C.t100}"/><rect x="124" y="190" width="156" height="16" fill="${C.t500}"/>` +
    lines(140, 222, [110, 80, 96], C.w, 16),
  'spray-bottle': () =>
    shadow(100) +
    `<path d="M150 328V190q0-20 20-30h60q20 10 20 30v138z" fill="${C.t300}"/><rect x="176" y="128" width="48" height="34" rx="4" fill="${C.w}" stroke="${C.g300}" stroke-width="2"/>` +
    `<path d="M170 128V96q0-16 16-16h64l12 16v16h-40v16z" fill="${C.g600}"/><path d="M210 112l-10 46h14l10-46z" fill="${C.g800}"/><rect x="258" y="92" width="12" height="12" rx="2" fill="${C.g800}"/>` +
    `<rect x="160" y="214" width="80" height="80" rx="8" fill="${C.w}"/>` +
    lines(172, 232, [56, 40, 50], C.t100) +
    `<g fill="${C.t300}" opacity="0.7"><circle cx="292" cy="92" r="4"/><circle cx="306" cy="80" r="3"/><circle cx="308" cy="100" r="3"/><circle cx="322" cy="90" r="2.5"/></g>` +
    shine(156, 200, 7, 110),
  wipes: () =>
    shadow(110) +
    `<rect x="130" y="150" width="140" height="178" rx="16" fill="${C.t500}"/><rect x="122" y="128" width="156" height="36" rx="10" fill="${C.w}" stroke="${C.g300}" stroke-width="2"/>` +
    `<path d="M190 128q-14-40 6-60q20-6 30 10q8 24-10 50z" fill="${C.w}" stroke="${C.g300}" stroke-width="2"/>` +
    `<rect x="144" y="200" width="112" height="80" rx="8" fill="${C.w}"/>` +
    lines(158, 218, [80, 60, 72], C.t100) +
    shine(138, 172, 8, 130),
  'sharps-container': () =>
    shadow(120) +
    `<path d="M112 160h176l-12 158q-1 10-12 10H136q-11 0-12-10z" fill="${C.g100}" stroke="${C.g300}" stroke-width="3"/>` +
    `<rect x="100" y="120" width="200" height="46" rx="8" fill="${C.t700}"/><rect x="150" y="130" width="100" height="18" rx="9" fill="${C.t900}"/><rect x="120" y="124" width="24" height="10" rx="4" fill="${C.t500}"/>` +
    `<path d="M120 200h160" stroke="${C.t300}" stroke-width="3" stroke-dasharray="10 8"/>` +
    `<circle cx="200" cy="256" r="32" fill="${C.t100}"/><path d="M200 236v40M180 256h40" stroke="${C.t700}" stroke-width="8" stroke-linecap="round"/>`,
  'waste-bag': () =>
    shadow(120) +
    `<path d="M130 150q-40 60-30 150q6 30 100 30t100-30q10-90-30-150z" fill="${C.g600}"/>` +
    `<path d="M170 150l-20-50q20 10 50 30 30-20 50-30l-20 50z" fill="${C.g600}"/><ellipse cx="200" cy="148" rx="30" ry="10" fill="${C.g800}"/>` +
    `<path d="M140 190q-20 60-10 110M260 190q20 60 10 110" stroke="${C.w}" stroke-width="4" opacity="0.2" fill="none"/><rect x="176" y="230" width="48" height="48" rx="8" fill="${C.t300}"/>`,

  // --- clinic supplies ---
  'paper-roll': () =>
    shadow(150) +
    `<path d="M150 270h200l-30 50H120z" fill="${C.w}" stroke="${C.g200}" stroke-width="2"/>` +
    `<rect x="80" y="140" width="220" height="130" fill="${C.w}"/><ellipse cx="80" cy="205" rx="34" ry="65" fill="${C.g100}"/><ellipse cx="300" cy="205" rx="34" ry="65" fill="${C.w}" stroke="${C.g200}" stroke-width="3"/><ellipse cx="300" cy="205" rx="14" ry="28" fill="${C.t300}"/><ellipse cx="300" cy="205" rx="7" ry="14" fill="${C.t700}"/>` +
    `<path d="M80 140h220M80 270h220" stroke="${C.g200}" stroke-width="3"/>` +
    [0, 1, 2, 3].map((i) => `<circle cx="${170 + i * 40}" cy="296" r="2.5" fill="${C.g300}"/>`).join(''),
  underpad: () =>
    shadow(140) +
    `<path d="M60 250L200 170l140 80-140 80z" fill="${C.w}" stroke="${C.g200}" stroke-width="3"/><path d="M96 250L200 191l104 59-104 59z" fill="${C.t100}"/>` +
    `<g stroke="${C.t300}" stroke-width="2" opacity="0.8">` +
    [1, 2, 3, 4]
      .map((i) => `<line x1="${96 + i * 20.8}" y1="${250 - i * 11.8}" x2="${200 + i * 20.8}" y2="${309 - i * 11.8}"/>`)
      .join('') +
    [1, 2, 3, 4]
      .map((i) => `<line x1="${96 + i * 20.8}" y1="${250 + i * 11.8}" x2="${200 + i * 20.8}" y2="${191 + i * 11.8}"/>`)
      .join('') +
    `</g><path d="M60 250v8l140 80v-8zM340 250v8l-140 80v-8z" fill="${C.g200}"/>`,
  'face-mask': () =>
    shadow(130) +
    `<path d="M110 150q90-30 180 0v100q-90 50-180 0z" fill="${C.t100}" stroke="${C.t300}" stroke-width="3"/>` +
    `<path d="M110 186q90-24 180 0M110 216q90-20 180 0M110 246q90-10 180 0" fill="none" stroke="${C.t300}" stroke-width="3"/><path d="M150 144q50-12 100 0" stroke="${C.g400}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M110 160q-50 0-50 50t50 40M290 160q50 0 50 50t-50 40" fill="none" stroke="${C.g300}" stroke-width="5"/>`,
  clipboard: () =>
    shadow(120) +
    `<rect x="110" y="90" width="180" height="238" rx="12" fill="${C.g400}"/><rect x="124" y="114" width="152" height="200" rx="4" fill="${C.w}"/><rect x="160" y="78" width="80" height="34" rx="8" fill="${C.g600}"/><rect x="176" y="86" width="48" height="10" rx="5" fill="${C.g400}"/>` +
    lines(142, 142, [116, 90, 104, 70], C.g200, 22) +
    `<rect x="142" y="246" width="22" height="22" rx="4" fill="${C.t300}"/><rect x="176" y="254" width="80" height="6" rx="3" fill="${C.g200}"/><rect x="142" y="278" width="22" height="22" rx="4" fill="${C.t100}"/><rect x="176" y="286" width="60" height="6" rx="3" fill="${C.g200}"/>` +
    `<path d="M146 256l6 6 10-12" stroke="${C.w}" stroke-width="3" fill="none"/>`,
  'pet-carrier': () =>
    shadow(150) +
    `<path d="M70 170q0-30 30-30h200q30 0 30 30v140q0 18-18 18H88q-18 0-18-18z" fill="${C.g200}"/><path d="M70 210h260" stroke="${C.g300}" stroke-width="4"/>` +
    `<path d="M150 140v-30q0-14 14-14h72q14 0 14 14v30" fill="none" stroke="${C.t700}" stroke-width="12"/>` +
    `<rect x="118" y="198" width="164" height="116" rx="10" fill="${C.g600}"/>` +
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) => `<rect x="${132 + i * 22}" y="206" width="6" height="100" rx="3" fill="${C.g300}"/>`)
      .join('') +
    `<rect x="118" y="246" width="164" height="6" fill="${C.g300}"/><rect x="262" y="240" width="14" height="20" rx="3" fill="${C.t500}"/>` +
    [0, 1, 2]
      .map((i) => `<rect x="${82 + i * 0}" y="${228 + i * 22}" width="24" height="8" rx="4" fill="${C.g300}"/>`)
      .join(''),
  'heat-pad': () =>
    shadow(150) +
    `<path d="M70 230L220 150l120 70-150 80z" fill="${C.t500}"/><path d="M70 230v12l120 70v-12zM340 220v12l-150 80v-12z" fill="${C.t700}"/>` +
    `<g transform="matrix(0.882 -0.47 0.864 0.504 205 225)" fill="none" stroke="${C.t100}" stroke-width="4" stroke-linecap="round"><path d="M-60 -34q15-14 30 0t30 0t30 0t30 0"/><path d="M-60 0q15-14 30 0t30 0t30 0t30 0"/><path d="M-60 34q15-14 30 0t30 0t30 0t30 0"/></g>` +
    `<path d="M70 236q-40 20-30 60t60 30" fill="none" stroke="${C.g600}" stroke-width="5"/><rect x="92" y="316" width="34" height="20" rx="4" fill="${C.g800}"/>`,
  'nail-clipper': () =>
    shadow(130) +
    `<g transform="rotate(-30 200 200)"><path d="M208 196q40-30 120-12q-10 20-60 22l-58 8z" fill="${C.g300}" stroke="${C.g400}" stroke-width="2"/><path d="M208 214q40 30 120 12q-10-20-60-22l-58-8z" fill="${C.g200}" stroke="${C.g400}" stroke-width="2"/>` +
    `<path d="M200 198L60 160q-14 0-12 12l8 16 144 18z" fill="${C.t500}"/><path d="M200 212L60 250q-14 0-12-12l8-16 144-18z" fill="${C.t700}"/><circle cx="204" cy="205" r="9" fill="${C.g600}"/>` +
    `<path d="M120 190q0 10 0 30" stroke="${C.g400}" stroke-width="4" fill="none"/></g>`,
  brush: () =>
    shadow(140) +
    `<g transform="rotate(-24 200 210)"><rect x="80" y="170" width="150" height="90" rx="40" fill="${C.t500}"/><rect x="226" y="196" width="120" height="36" rx="18" fill="${C.t700}"/>` +
    `<rect x="96" y="182" width="118" height="66" rx="30" fill="${C.g800}"/>` +
    [0, 1, 2, 3, 4, 5, 6]
      .flatMap((col) =>
        [0, 1, 2, 3].map((row) => `<circle cx="${110 + col * 15}" cy="${194 + row * 14}" r="3.2" fill="${C.g200}"/>`),
      )
      .join('') +
    `<circle cx="328" cy="214" r="7" fill="${C.t100}"/></g>`,
} satisfies Record<string, () => string>

export type MediaKind = keyof typeof KINDS

export const MEDIA_KINDS = Object.keys(KINDS) as MediaKind[]

export function isMediaKind(kind: string): kind is MediaKind {
  return Object.hasOwn(KINDS, kind)
}

/** The complete SVG document for one product kind. */
export function renderSvg(kind: MediaKind): string {
  const body = KINDS[kind]()
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">\n` +
    `<rect width="400" height="400" fill="${C.bg}"/><circle cx="200" cy="200" r="158" fill="${C.disc}"/>\n` +
    `${body}\n</svg>\n`
  )
}

/**
 * The shop shows raster images, not the SVG art: each SVG image is a document that the browser's
 * main thread builds and rasterises, 24 of them on a category page (docs/decisions/053-lighter-listing-cards.md).
 * `card` for listings, the cart and search (at most about 300 CSS px wide); `gallery` for the
 * product page (up to 600 CSS px, sharp on phones' denser screens).
 */
export const MEDIA_WIDTHS = { card: 400, gallery: 800 } as const
export type MediaSize = keyof typeof MEDIA_WIDTHS

export const mediaFileName = (kind: MediaKind, size: MediaSize) =>
  size === 'card' ? `${kind}.webp` : `${kind}-${MEDIA_WIDTHS[size]}.webp`

export const mediaUrl = (kind: MediaKind, size: MediaSize = 'card') => `/media/products/${mediaFileName(kind, size)}`

/** Extra gallery images per kind (a product shows 1–3 images). */
export const RELATED_KINDS: Partial<Record<MediaKind, MediaKind[]>> = {
  'tablet-box': ['blister', 'tablet-jar'],
  blister: ['tablet-box'],
  'tablet-jar': ['blister'],
  'oral-suspension': ['tablet-box'],
  'injection-vial': ['syringe', 'needle'],
  'vaccine-vials': ['injection-vial', 'syringe'],
  'eye-drops': ['ointment-tube'],
  'ear-drops': ['shampoo'],
  'ointment-tube': ['wound-dressing'],
  'anesthetic-bottle': ['injection-vial'],
  syringe: ['needle'],
  needle: ['syringe'],
  glove: ['glove-box'],
  'glove-box': ['glove'],
  gauze: ['bandage-roll', 'wound-dressing'],
  'bandage-roll': ['gauze'],
  'cohesive-bandage': ['bandage-roll'],
  cannula: ['infusion-set'],
  'infusion-set': ['cannula'],
  scissors: ['forceps', 'needle-holder'],
  forceps: ['scissors'],
  'needle-holder': ['scissors', 'suture'],
  'test-kit': ['sample-tubes'],
  'sample-tubes': ['sample-cup'],
  'food-bag': ['food-can'],
  'food-can': ['food-bag'],
  'hand-sanitizer': ['wipes'],
  'spray-bottle': ['wipes', 'canister'],
  canister: ['spray-bottle'],
}
