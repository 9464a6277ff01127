import type { Mail } from '../../mail'
import { LOGIN_LINK_SECONDS, RESET_LINK_SECONDS } from './links'

/** The account mails, in Finnish. Links are absolute: the shop's origin plus the page of spec §2. */
const SIGNATURE = ['', 'Ystävällisin terveisin', 'VetTarvike-asiakaspalvelu'].join('\n')
const NOT_YOU = 'Jos et pyytänyt tätä, voit jättää viestin huomiotta: tilillesi ei ole tehty muutoksia.'

export function resetPasswordLink(origin: string, token: string): string {
  return `${origin}/account/create-password?${new URLSearchParams({ token })}`
}

export function loginLink(origin: string, token: string, redirect: string): string {
  return `${origin}/login?${new URLSearchParams({ token, redirect })}`
}

export function resetPasswordMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Salasanan vaihto – VetTarvike',
    text: [
      'Hei,',
      '',
      'saimme pyynnön vaihtaa VetTarvike-verkkokaupan tilisi salasanan. Voit asettaa uuden salasanan tästä linkistä:',
      '',
      link,
      '',
      `Linkki on voimassa ${RESET_LINK_SECONDS / 60} minuuttia, ja sen voi käyttää vain kerran.`,
      NOT_YOU,
      SIGNATURE,
    ].join('\n'),
  }
}

export function loginLinkMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Kirjautumislinkki – VetTarvike',
    text: [
      'Hei,',
      '',
      'kirjaudu VetTarvike-verkkokauppaan tästä linkistä:',
      '',
      link,
      '',
      `Linkki on voimassa ${LOGIN_LINK_SECONDS / 60} minuuttia, ja sen voi käyttää vain kerran.`,
      NOT_YOU,
      SIGNATURE,
    ].join('\n'),
  }
}
