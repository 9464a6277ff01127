import type { Mail, MailAttachment } from './types'

/**
 * A minimal RFC 5322 (822) message for the `send_email` binding: UTF-8 text (and optional
 * HTML as multipart/alternative), attachments as multipart/mixed, base64 bodies and RFC 2047
 * encoded headers, so Finnish letters survive every relay. CRLF line ends; no line longer than
 * 76 characters.
 */
export interface Envelope {
  from: string
  /** e.g. `Thu, 05 Mar 2026 08:00:00 GMT` */
  date: string
  /** Unique per message, without angle brackets: `<uuid>@<sender domain>`. */
  messageId: string
}

const CRLF = '\r\n'

export function bytesBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

const utf8Base64 = (text: string) => bytesBase64(new TextEncoder().encode(text))

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

/** An attachment's part; its file name is ASCII by the caller's choice (an invoice number), checked here. */
function attachmentPart(attachment: MailAttachment): string {
  if (!/^[\w.-]+$/.test(attachment.filename)) throw new Error('mail attachment name must be ASCII')
  return [
    `Content-Type: ${attachment.contentType}; name="${attachment.filename}"`,
    'Content-Transfer-Encoding: base64',
    `Content-Disposition: attachment; filename="${attachment.filename}"`,
    '',
    wrap76(bytesBase64(attachment.content)),
  ].join(CRLF)
}

/** The body: text, text and HTML as alternatives, and either followed by the attachments. */
function bodyOf(mail: Mail): string[] {
  const text = mail.html === undefined ? [textPart('text/plain', mail.text)] : alternativeBody(mail.text, mail.html)
  if (!mail.attachments?.length) return text
  const boundary = newBoundary()
  return [
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...text,
    ...mail.attachments.flatMap((attachment) => [`--${boundary}`, attachmentPart(attachment)]),
    `--${boundary}--`,
  ]
}

const newBoundary = () => `=_${crypto.randomUUID().replace(/-/g, '')}`

function alternativeBody(text: string, html: string): string[] {
  const boundary = newBoundary()
  return [
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    textPart('text/plain', text),
    `--${boundary}`,
    textPart('text/html', html),
    `--${boundary}--`,
  ]
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
  return [...headers, ...bodyOf(mail)].join(CRLF) + CRLF
}
