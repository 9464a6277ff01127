import type { Context } from 'hono'
import * as v from 'valibot'
import { MAX_BODY_BYTES } from '../../contract/schemas/common'
import type { AppEnv } from '../env'
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

/**
 * Reads a JSON body: more than 64 KB, malformed JSON, wrong types, missing or unknown
 * fields are all a 400 with a clear message, before anything is changed.
 */
export async function readJson<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  const declared = Number(c.req.header('Content-Length') ?? '0')
  if (declared > MAX_BODY_BYTES) throw new HttpError(400, 'Pyyntö on liian suuri (enintään 64 kt).')
  const buffer = await c.req.arrayBuffer()
  if (buffer.byteLength > MAX_BODY_BYTES) throw new HttpError(400, 'Pyyntö on liian suuri (enintään 64 kt).')
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
