import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * An HTTP failure with a Finnish message, thrown below an /api handler or by the upstream
 * client; the /api error handler (worker/api/index.ts) turns it into the JSON envelope of spec §8.
 * Its own module so that the upstream client (worker/upstream) does not depend on the /api.
 *
 * @example
 *   throw new HttpError(404, 'Tuotetta ei löytynyt.')
 *   throw new HttpError(400, 'Tarkista tiedot.', { email: 'Sähköposti puuttuu.' })
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}
