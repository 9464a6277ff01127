import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { mailSender, sendMail } from './index'
import { readOutbox } from './outbox'
import { buildRfc822, encodeHeader } from './rfc822'

const envelope = {
  from: 'verkkokauppa@vettarvike.example',
  date: 'Mon, 02 Mar 2026 06:00:00 GMT',
  messageId: 'abc@vettarvike.example',
}
const mail = {
  to: 'test@example.fi',
  subject: 'Salasanan vaihto – VetTarvike',
  text: 'Hei,\nlinkki: https://shop.test/x\nÄäkköset ÖÖ',
}

const decodeB64 = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)))

function decodeWords(header: string): string {
  return header
    .split(/\r\n /)
    .map((w) => decodeB64(/^=\?UTF-8\?B\?(.*)\?=$/.exec(w)?.[1] ?? ''))
    .join('')
}

describe('buildRfc822', () => {
  it('writes a UTF-8 text message with encoded headers and CRLF lines', () => {
    const raw = buildRfc822(mail, envelope)
    const [head = '', body = ''] = raw.split('\r\n\r\n')
    const headers = head.split(/\r\n(?! )/)
    expect(headers).toContain('From: verkkokauppa@vettarvike.example')
    expect(headers).toContain('To: test@example.fi')
    expect(headers).toContain('Message-ID: <abc@vettarvike.example>')
    expect(headers).toContain('MIME-Version: 1.0')
    expect(headers).toContain('Content-Type: text/plain; charset=utf-8')
    expect(headers).toContain('Content-Transfer-Encoding: base64')
    const subject = headers.find((h) => h.startsWith('Subject: '))?.slice('Subject: '.length) ?? ''
    expect(decodeWords(subject)).toBe(mail.subject)
    expect(decodeB64(body.replace(/\r\n/g, ''))).toBe(mail.text.replace(/\n/g, '\r\n'))
    expect(raw.split('\r\n').every((line) => line.length <= 78)).toBe(true)
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('says where an answer goes when it is not the sender, and refuses a line break there', () => {
    const raw = buildRfc822({ ...mail, replyTo: 'ostaja@klinikka.fi' }, envelope)
    expect(raw.split('\r\n\r\n')[0]!.split('\r\n')).toContain('Reply-To: ostaja@klinikka.fi')
    expect(buildRfc822(mail, envelope)).not.toContain('Reply-To')
    expect(() => buildRfc822({ ...mail, replyTo: 'a@b.fi\r\nBcc: x@y.fi' }, envelope)).toThrow(/line break/)
  })

  it('folds long subjects into encoded words of at most 75 characters', () => {
    const long = 'Ää'.repeat(60)
    const encoded = encodeHeader(long)
    expect(encoded.split('\r\n ').every((w) => w.length <= 75)).toBe(true)
    expect(decodeWords(encoded)).toBe(long)
    expect(encodeHeader('Plain subject')).toBe('Plain subject')
  })

  it('adds HTML as multipart/alternative', () => {
    const raw = buildRfc822({ ...mail, html: '<p>Hei</p>' }, envelope)
    const boundary = /boundary="([^"]+)"/.exec(raw)?.[1]
    expect(boundary).toBeTruthy()
    expect(raw).toContain('Content-Type: text/html; charset=utf-8')
    expect(raw.trimEnd().endsWith(`--${boundary}--`)).toBe(true)
  })

  it('attaches files as multipart/mixed after the text, in base64 lines of 76', () => {
    const content = Uint8Array.from({ length: 200 }, (_, i) => i)
    const raw = buildRfc822(
      { ...mail, attachments: [{ filename: 'L300001.pdf', contentType: 'application/pdf', content }] },
      envelope,
    )
    const boundary = /multipart\/mixed; boundary="([^"]+)"/.exec(raw)?.[1]
    expect(boundary).toBeTruthy()
    const parts = raw.split(`--${boundary}`)
    // Preamble, the text, the file, and the closing '--'.
    expect(parts).toHaveLength(4)
    expect(parts[1]).toContain('Content-Type: text/plain; charset=utf-8')
    expect(parts[2]).toContain('Content-Disposition: attachment; filename="L300001.pdf"')
    const body = parts[2]!.split('\r\n\r\n')[1]!.trim()
    expect(body.split('\r\n').every((line) => line.length <= 76)).toBe(true)
    expect(Uint8Array.from(atob(body.replace(/\r\n/g, '')), (ch) => ch.charCodeAt(0))).toEqual(content)
    expect(() =>
      buildRfc822(
        { ...mail, attachments: [{ filename: 'a"b.pdf', contentType: 'application/pdf', content }] },
        envelope,
      ),
    ).toThrow()
  })

  it('refuses header injection', () => {
    expect(() => buildRfc822({ ...mail, to: 'a@example.fi\r\nBcc: x@evil.example' }, envelope)).toThrow()
    expect(() => buildRfc822({ ...mail, subject: 'Hei\nBcc: x@evil.example' }, envelope)).toThrow()
  })
})

describe('mailSender', () => {
  it('writes to the outbox without a send_email binding', async () => {
    await sendMail(env, mail)
    const [row] = await readOutbox(env.DB, 'TEST@example.fi')
    expect(row).toMatchObject({ to_address: mail.to, subject: mail.subject, body_text: mail.text, sent_at: null })
  })

  it('keeps one mail per message id in the outbox, with its attachments', async () => {
    const invoiceMail = {
      ...mail,
      messageId: 'L300001.abc@example.fi',
      attachments: [
        { filename: 'L300001.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) },
      ],
    }
    await sendMail(env, invoiceMail)
    await sendMail(env, invoiceMail)
    const rows = await readOutbox(env.DB, mail.to)
    expect(rows).toHaveLength(1)
    expect(JSON.parse(rows[0]!.attachments!)).toEqual([
      { filename: 'L300001.pdf', content_type: 'application/pdf', base64: 'JVBERg==' },
    ])
  })

  it('hands an EmailMessage to the MAIL binding when configured', async () => {
    const sent: (EmailMessage | EmailMessageBuilder)[] = []
    const binding: SendEmail = {
      send: async (message: EmailMessage | EmailMessageBuilder) => {
        sent.push(message)
        return { messageId: 'x' }
      },
    }
    await mailSender({ ...env, MAIL: binding, MAIL_FROM: envelope.from }).sendMail(mail)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ from: envelope.from, to: mail.to })
    expect(await readOutbox(env.DB)).toEqual([])
  })

  it('falls back to the outbox when MAIL_FROM is missing', async () => {
    const binding: SendEmail = { send: async () => ({ messageId: 'x' }) }
    await mailSender({ ...env, MAIL: binding }).sendMail(mail)
    expect(await readOutbox(env.DB)).toHaveLength(1)
  })
})
