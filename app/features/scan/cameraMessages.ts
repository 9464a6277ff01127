/** Finnish text of the camera, photo and typed code of scanning (docs/decisions/082-scan-to-order.md), loaded with it. */
export const cameraMessages = {
  starting: 'Kamera käynnistyy…',
  denied: 'Kameran käyttöä ei sallittu. Voit ottaa kuvan koodista tai kirjoittaa koodin.',
  noCamera: 'Kameraa ei löytynyt. Voit valita kuvan koodista tai kirjoittaa koodin.',
  failed: 'Kameraa ei voitu käynnistää. Voit ottaa kuvan koodista tai kirjoittaa koodin.',
  video: 'Kameran kuva',
  photo: 'Ota kuva koodista',
  photoEmpty: 'Kuvasta ei löytynyt luettavaa koodia. Ota kuva lähempää ja tarkemmin.',
  photoFailed: 'Kuvaa ei voitu lukea.',
  typed: 'Kirjoita tai lue koodi käsilukijalla',
  typedAdd: 'Lisää',
  invalid: (reason: string) => `Koodia ei voitu lukea: ${reason}`,
} as const
