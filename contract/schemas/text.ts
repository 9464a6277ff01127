import * as v from 'valibot'

/**
 * One line of text: no control character (Unicode Cc: C0, DEL and C1, so no line break or tab)
 * and no Unicode line or paragraph separator. Names and short texts that end up in mail
 * headers and subjects, CSV rows and one-line views are one line; a line break there breaks
 * the mail or the row (or adds a header to it).
 */
export const ONE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u

/** The valibot action of a one-line field, with a Finnish message that names the field. */
export const oneLine = (label: string) =>
  v.regex(ONE_LINE, `${label} on yksi rivi tekstiä ilman rivinvaihtoja ja ohjausmerkkejä.`)
