import type { Mail } from './types'

/**
 * A minimal RFC 5322 (822) message for the `send_email` binding: UTF-8 text (and optional
 * HTML as multipart/alternative), base64 bodies and RFC 2047 encoded headers, so Finnish
 * letters survive every relay. CRLF line ends; no line longer than 76 characters.
 */
export interface Envelope {
  from: string
  /** e.g. `Thu, 05 Mar 2026 08:00:00 GMT` */
  date: string
  /** Unique per message, without angle brackets: `<uuid>@<sender domain>`. */
  messageId: string
}

const CRLF = '\r\n'

function utf8Base64(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

const wrap76 = (b64: string) => b64.match(/.{1,76}/g)?.join(CRLF) ?? ''

/** RFC 2047 encoded-words of at most ~45 source bytes each (75 characters encoded), folded. */
export function encodeHeader(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value) && value.length <= 76) return value
  const words: string[] = []
  let chunk = ''
  for (const ch of value) {
    if (new TextEncoder().encode(chunk + ch).length > 45) {
      words.push(chunk)
      chunk = ''
    }
    chunk += ch
  }
  if (chunk) words.push(chunk)
  return words.map((w) => `=?UTF-8?B?${utf8Base64(w)}?=`).join(`${CRLF} `)
}

/** Header values come from our own code and the database; a line break would inject headers. */
function assertSingleLine(name: string, value: string): void {
  if (/[\r\n]/.test(value)) throw new Error(`mail header ${name} contains a line break`)
}

function textPart(contentType: string, body: string): string {
  return [
    `Content-Type: ${contentType}; charset=utf-8`,
    'Content-Transfer-Encoding: base64',
    '',
    wrap76(utf8Base64(body.replace(/\r?\n/g, CRLF))),
  ].join(CRLF)
}

export function buildRfc822(mail: Mail, envelope: Envelope): string {
  for (const [name, value] of Object.entries({
    to: mail.to,
    from: envelope.from,
    subject: mail.subject,
    replyTo: mail.replyTo ?? '',
  })) {
    assertSingleLine(name, value)
  }
  const headers = [
    `From: ${envelope.from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${envelope.date}`,
    `Message-ID: <${envelope.messageId}>`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    'MIME-Version: 1.0',
  ]
  if (mail.html === undefined) return [...headers, textPart('text/plain', mail.text)].join(CRLF) + CRLF
  const boundary = `=_${crypto.randomUUID().replace(/-/g, '')}`
  return (
    [
      ...headers,
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      textPart('text/plain', mail.text),
      `--${boundary}`,
      textPart('text/html', mail.html),
      `--${boundary}--`,
    ].join(CRLF) + CRLF
  )
}
