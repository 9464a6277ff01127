/** The space's one locale, fi-FI. */
import type { ExportLocale } from '../../worker/content/exportFormat.ts'
import { MODEL_CREATED } from './model.ts'
import { editor, environment, LOCALE, space } from './space.ts'

export function locales(): ExportLocale[] {
  return [
    {
      name: 'Finnish (Finland)',
      code: LOCALE,
      fallbackCode: null,
      default: true,
      contentManagementApi: true,
      contentDeliveryApi: true,
      optional: false,
      sys: {
        type: 'Locale',
        id: '2fiFiOletus',
        version: 1,
        space,
        environment,
        createdBy: editor,
        createdAt: MODEL_CREATED,
        updatedBy: editor,
        updatedAt: MODEL_CREATED,
      },
    },
  ]
}
