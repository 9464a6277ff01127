import type { ContentfulExport } from './exportFormat'
import bundledExport from './export.json'
import type { Logger } from '../log'
import { createContentfulSource } from './contentful'
import { createLocalSource } from './local'
import type { ContentSource } from './source'

export type { ContentSource } from './source'
export { ContentSourceError } from './source'

/** The content export bundled into the worker (workers have no file system). */
export const BUNDLED_EXPORT = bundledExport as unknown as ContentfulExport

/**
 * CONTENT_SOURCE = "contentful": the Delivery API of CONTENTFUL_SPACE_ID / CONTENTFUL_ENVIRONMENT
 * with the secret CONTENTFUL_ACCESS_TOKEN (declared in worker/bindings.d.ts; worker/config.ts
 * refuses to start without it). Anything else ("local", empty): the bundled export.
 */
export function createContentSource(env: Env, log: Logger): ContentSource {
  if (env.CONTENT_SOURCE === 'contentful') {
    return createContentfulSource(
      {
        space: env.CONTENTFUL_SPACE_ID,
        environment: env.CONTENTFUL_ENVIRONMENT || 'master',
        accessToken: env.CONTENTFUL_ACCESS_TOKEN ?? '',
      },
      log,
    )
  }
  return createLocalSource(BUNDLED_EXPORT)
}
