/** The customer service contact details that the texts quote. */
import { hyperlink } from './richText.ts'

export const CONTACT = {
  phone: '020 734 5600',
  phoneUri: 'tel:+358207345600',
  email: 'asiakaspalvelu@vettarvike.fi',
  billingEmail: 'laskutus@vettarvike.fi',
  street: 'Tiilitie 6 B',
  postalCode: '01720',
  city: 'Vantaa',
}
export const mail = (address: string) => hyperlink(`mailto:${address}`, address)
