/** Finnish address field labels. Kept beside the feature so its text loads with the feature's code, not with every page. */
export const addressMessages = {
  firstname: 'Etunimi',
  lastname: 'Sukunimi',
  company: 'Yritys / klinikka',
  street: 'Katuosoite',
  street2: 'Osoitteen lisärivi (valinnainen)',
  postcode: 'Postinumero',
  city: 'Postitoimipaikka',
  telephone: 'Puhelinnumero',
} as const
