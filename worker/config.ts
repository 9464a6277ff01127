import * as v from 'valibot'

/**
 * The Worker's configuration, checked once per env object (i.e. once per isolate in production;
 * docs/architecture.md §15): a misconfigured deploy fails loudly with the reason instead of
 * misbehaving later.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The session token travels to API_ORIGIN on every call: only over TLS. Plain http is for a
 * commerce API on the developer's own machine, which no deployed Worker can reach anyway.
 */
export function isAllowedApiOrigin(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)
}

const ConfigSchema = v.object({
  API_ORIGIN: v.union([
    v.literal(''),
    v.pipe(
      v.string(),
      v.url('API_ORIGIN must be an absolute URL'),
      v.check(
        isAllowedApiOrigin,
        'API_ORIGIN must be https:// (plain http:// only for localhost or 127.0.0.1 in development), without credentials',
      ),
    ),
  ]),
  CONTENT_SOURCE: v.picklist(['local', 'contentful', ''], 'CONTENT_SOURCE must be "local" or "contentful"'),
  STORE_CODE: v.pipe(v.string(), v.regex(/^[a-z_]{1,16}$/, 'STORE_CODE must be a short lowercase code')),
  CHAT_WIDGET_URL: v.union([
    v.literal(''),
    v.pipe(
      v.string(),
      v.url('CHAT_WIDGET_URL must be a URL'),
      v.startsWith('https://', 'CHAT_WIDGET_URL must be https'),
    ),
  ]),
})

const checked = new WeakMap<object, string | null>()

/** Returns null when the configuration is valid, else a message naming every problem. */
export function configProblems(env: Env): string | null {
  const memo = checked.get(env)
  if (memo !== undefined) return memo
  const result = v.safeParse(ConfigSchema, {
    API_ORIGIN: env.API_ORIGIN ?? '',
    CONTENT_SOURCE: env.CONTENT_SOURCE ?? '',
    STORE_CODE: env.STORE_CODE ?? 'fi',
    CHAT_WIDGET_URL: env.CHAT_WIDGET_URL ?? '',
  })
  const problems = result.success ? [] : result.issues.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`)
  if (!env.DB) problems.push('DB: the D1 binding is missing')
  if (env.API_ORIGIN && env.BACKEND) {
    problems.push('API_ORIGIN and the BACKEND service binding are both set: choose one upstream')
  }
  // In-process, the backend's secret is this Worker's; behind a binding, the backend Worker's.
  if (env.CHAT_WIDGET_URL && !env.API_ORIGIN && !env.BACKEND && !env.CHATBOT_SECRET) {
    problems.push('CHAT_WIDGET_URL needs the CHATBOT_SECRET secret (the embedded backend signs the chat identity)')
  }
  if (env.CONTENT_SOURCE === 'contentful' && (!env.CONTENTFUL_SPACE_ID || !env.CONTENTFUL_ACCESS_TOKEN)) {
    problems.push('CONTENT_SOURCE=contentful needs CONTENTFUL_SPACE_ID and the CONTENTFUL_ACCESS_TOKEN secret')
  }
  const message = problems.length > 0 ? `Invalid configuration: ${problems.join('; ')}` : null
  checked.set(env, message)
  return message
}
