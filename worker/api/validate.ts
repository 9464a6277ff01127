import type { Context } from 'hono'
import * as v from 'valibot'
import { MAX_BODY_BYTES } from '../../contract/schemas/common'
import type { AppEnv } from '../env'
import { drainReader } from '../middleware/drainBody'
import { HttpError } from './errors'

/** Our schemas carry Finnish messages; valibot's built-in key issues get Finnish text here. */
function describeIssue(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.expected === 'never') return 'Tuntematon kenttä.'
  if (issue.received === 'undefined') return 'Pakollinen tieto.'
  return issue.message
}

function fieldMessages(issues: v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_'
    fields[key] ??= describeIssue(issue)
  }
  return fields
}

/** Validates any value against a schema; a failure is a 400 with field messages. */
export function parseOr400<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value)
  if (!result.success) {
    throw new HttpError(400, 'Tarkista lähetetyt tiedot.', fieldMessages(result.issues))
  }
  return result.output
}

const tooLarge = (limit: number) => `Pyyntö on liian suuri (enintään ${Math.round(limit / 1024)} kt).`

/**
 * Reads a body while it streams in, and stops keeping it at `limit` bytes: a body sent without
 * a Content-Length (chunked) is refused there too (413), never held whole in memory. The rest
 * is read and thrown away (up to DRAIN_LIMIT_BYTES), not cancelled: the local server in front
 * of workerd fails a request whose body the Worker cancels with a 500 (docs/architecture.md §3).
 */
export async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array()
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await drainReader(reader)
      throw new HttpError(413, tooLarge(limit))
    }
    chunks.push(value)
  }
  const buffer = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    buffer.set(chunk, offset)
    offset += chunk.byteLength
  }
  return buffer
}

/**
 * Reads a JSON body: more than 64 KB, malformed JSON, wrong types, missing or unknown
 * fields are all a 400 with a clear message, before anything is changed.
 */
export async function readJson<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
  /** A route's own cap where it is not 64 KB (the ERP's stock feed: contract/schemas/operatorStock.ts). */
  limit = MAX_BODY_BYTES,
): Promise<v.InferOutput<S>> {
  const declared = Number(c.req.header('Content-Length') ?? '0')
  if (declared > limit) throw new HttpError(413, tooLarge(limit))
  const buffer = await readLimited(c.req.raw.body, limit)
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder().decode(buffer))
  } catch {
    throw new HttpError(400, 'Pyynnön runko ei ole kelvollista JSONia.')
  }
  return parseOr400(schema, value)
}

/** Validates the query string (all values as strings) against a schema. */
export function readQuery<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): v.InferOutput<S> {
  return parseOr400(schema, c.req.query())
}
