/** Finnish text of scanning into quick order (docs/decisions/082-scan-to-order.md), loaded with the scanner. */
export const scanMessages = {
  title: 'Skannaa pakkauksia',
  lead: 'Osoita pakkauksen viivakoodia tai DataMatrix-koodia kameralla. Sama pakkaus lasketaan kerran; seuraava samanlainen, kun edellinen on poistunut kuvasta.',
  count: (n: number) => (n === 1 ? 'Luettu 1 pakkaus' : `Luettu ${n} pakkausta`),
  nothingYet: 'Ei vielä luettuja pakkauksia.',
  last: 'Viimeksi luettu',
  plusOne: '+1',
  plusOneLabel: (name: string) => `+1: lisää vielä yksi ${name}`,
  expired: (date: string) => `Pakkaus on vanhentunut (${date}).`,
  short: (date: string) => `Lyhyt käyttöaika: vanhenee ${date}.`,
  done: 'Valmis',
} as const
