/** spec §3 cookie consent item and §9 AcceptedCookies cookie. */
export type ConsentCode = 'essential' | 'functional' | 'marketing'

export interface ConsentItem {
  code: ConsentCode
  title: string
  required: boolean
  text: string
  linktext: string
  afterLink: string
  checked: boolean
}

export const CONSENT_COOKIE = 'AcceptedCookies'
export const CONSENT_MAX_AGE = 2_592_000
export const COOKIE_INFO_PATH = '/evasteet-ja-niiden-kayttotarkoitukset'

/** spec §5: essential cookies are always in the saved consent and cannot be turned off. */
export function acceptedCodes(items: ConsentItem[]): ConsentCode[] {
  const codes = new Set<ConsentCode>(['essential'])
  for (const item of items) if (item.checked || item.required) codes.add(item.code)
  return (['essential', 'functional', 'marketing'] as const).filter((c) => codes.has(c))
}

export function consentCookie(codes: ConsentCode[]): string {
  return `${CONSENT_COOKIE}=${encodeURIComponent(codes.join(','))}; Max-Age=${CONSENT_MAX_AGE}; Path=/; Secure; SameSite=Strict`
}

export function readConsent(cookieHeader: string): ConsentCode[] | null {
  const match = cookieHeader.split(/;\s*/).find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
  if (!match) return null
  const codes = decodeURIComponent(match.slice(CONSENT_COOKIE.length + 1)).split(',')
  return (['essential', 'functional', 'marketing'] as const).filter((c) => codes.includes(c))
}

/** Pushes the consent event with the accepted list to the tag manager's data layer (spec §9). */
export function pushConsentEvent(codes: ConsentCode[]): void {
  const w = window as unknown as { dataLayer?: unknown[] }
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push({ event: 'cookie_consent', acceptedCookies: codes })
}
