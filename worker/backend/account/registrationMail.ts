import type { Context } from 'hono'
import type { Mail } from '../../mail'
import { sendMail } from '../../mail'
import type { BackendEnv } from '../types'

/**
 * The mail a registration sends. The answer to a registration is the same whether or not the
 * e-mail already had an account (no account enumeration); only the mail, which
 * reaches the address's owner alone, says which it was.
 */
const SIGNATURE = ['', 'Ystävällisin terveisin', 'VetTarvike-asiakaspalvelu'].join('\n')

export function registeredMail(to: string, origin: string): Mail {
  return {
    to,
    subject: 'Tervetuloa asiakkaaksi – VetTarvike',
    text: [
      'Hei,',
      '',
      'kiitos rekisteröitymisestä VetTarvike-verkkokauppaan. Voit kirjautua sisään heti, selata tuotteita ja koota ostoskorin.',
      'Asiakaspalvelumme tarkistaa uudet asiakastilit ennen ensimmäistä tilausta: saat tilata, kun tili on hyväksytty (yleensä yhden arkipäivän kuluessa).',
      '',
      `${origin}/account/login`,
      SIGNATURE,
    ].join('\n'),
  }
}

export function alreadyRegisteredMail(to: string, origin: string): Mail {
  return {
    to,
    subject: 'Asiakastilisi on jo olemassa – VetTarvike',
    text: [
      'Hei,',
      '',
      'tällä sähköpostiosoitteella yritettiin rekisteröityä VetTarvike-verkkokauppaan, mutta osoitteella on jo asiakastili. Uutta tiliä ei luotu.',
      'Kirjaudu sisään olemassa olevalla tililläsi. Jos olet unohtanut salasanasi, voit tilata uuden tästä:',
      '',
      `${origin}/account/forgot-password`,
      '',
      'Jos et yrittänyt rekisteröityä, voit jättää viestin huomiotta: tilillesi ei ole tehty muutoksia.',
      SIGNATURE,
    ].join('\n'),
  }
}

/** Sends after the answer (waitUntil), so the answer's timing does not depend on the mail. */
export async function sendInBackground(c: Context<BackendEnv>, mail: Mail): Promise<void> {
  const work = sendMail(c.env, mail).catch((error: unknown) =>
    console.error(JSON.stringify({ level: 'error', message: 'registration mail failed', error: String(error) })),
  )
  try {
    c.executionCtx.waitUntil(work)
  } catch {
    await work // no execution context (a bare app.request): finish before answering
  }
}
