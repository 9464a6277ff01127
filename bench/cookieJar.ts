/**
 * One visitor's cookies for the soak (bench/soak.ts): what a browser would keep from the
 * answers (the guest_cart cookie of a guest's first add, a session's refresh, the checkout
 * success flag on its own path) and send back. Secure cookies are kept although the bench's
 * server is plain HTTP on 127.0.0.1: the browser in front of the real shop has HTTPS.
 */
interface Stored {
  value: string
  path: string
}

export class CookieJar {
  readonly #cookies = new Map<string, Stored>()

  /** From a `Cookie` header such as login() answers (`session=…; logged_in=1`). */
  constructor(header = '') {
    for (const pair of header.split(';')) {
      const at = pair.indexOf('=')
      if (at > 0) this.#cookies.set(pair.slice(0, at).trim(), { value: pair.slice(at + 1).trim(), path: '/' })
    }
  }

  /** The Cookie header for a request to `path` (empty when there is nothing to send). */
  header(path: string): string {
    return [...this.#cookies]
      .filter(([, c]) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ')
  }

  /** Keeps what the response sets; a cookie set expired (Max-Age=0, a past Expires, empty) is dropped. */
  update(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      if (at <= 0) continue
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const attr = (key: string) =>
        attributes
          .map((a) => a.trim())
          .find((a) => a.toLowerCase().startsWith(`${key}=`))
          ?.slice(key.length + 1)
      const maxAge = attr('max-age')
      const expires = attr('expires')
      const expired =
        value === '' ||
        (maxAge !== undefined && Number(maxAge) <= 0) ||
        (expires !== undefined && Date.parse(expires) <= Date.now())
      if (expired) this.#cookies.delete(name)
      else this.#cookies.set(name, { value, path: attr('path') || '/' })
    }
  }
}
