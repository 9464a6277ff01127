import type { Mail } from '../../mail'
import { INVITE_LINK_SECONDS, LOGIN_LINK_SECONDS, RESET_LINK_SECONDS } from './links'

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

/** The invitation of a company's new user (spec §11): a login link to the page that sets a password. */
export function inviteMail(to: string, link: string, invitedBy: { name: string; company: string }): Mail {
  return {
    to,
    subject: `Kutsu VetTarvike-verkkokauppaan – ${invitedBy.company}`,
    text: [
      'Hei,',
      '',
      `${invitedBy.name} kutsui sinut yrityksen ${invitedBy.company} käyttäjäksi VetTarvike-verkkokauppaan.`,
      'Kirjaudu sisään tästä linkistä ja aseta itsellesi salasana:',
      '',
      link,
      '',
      `Linkki on voimassa ${INVITE_LINK_SECONDS / 3600} tuntia, ja sen voi käyttää vain kerran. Jos se on vanhentunut, tilaa uusi kirjautumislinkki kirjautumissivulta.`,
      'Jos et odottanut tätä kutsua, voit jättää viestin huomiotta.',
      SIGNATURE,
    ].join('\n'),
  }
}

/**
 * Sent instead of an invitation when the invited e-mail already has an account
 * (docs/decisions/045-invitations-and-company-approval.md): the inviter's answer is that of any
 * invitation, the account stays where it is, and only its owner learns what happened.
 */
export function alreadyHasAccountInviteMail(to: string, invitedBy: { name: string; company: string }): Mail {
  return {
    to,
    subject: `Kutsu yrityksen ${invitedBy.company} käyttäjäksi – sinulla on jo asiakastili`,
    text: [
      'Hei,',
      '',
      `${invitedBy.name} yritti kutsua sinut yrityksen ${invitedBy.company} käyttäjäksi VetTarvike-verkkokauppaan.`,
      'Sähköpostiosoitteellasi on jo asiakastili, joten kutsua ei lähetetty eikä tiliisi tehty muutoksia.',
      `Jos sinun kuuluu tilata yrityksen ${invitedBy.company} nimissä, ota yhteyttä asiakaspalveluun: siirrämme tilisi, kun olemme tarkistaneet asian.`,
      'Jos et tunne kutsujaa, voit jättää viestin huomiotta.',
      SIGNATURE,
    ].join('\n'),
  }
}
