/** Builders for the fields of the content model, with the defaults the Management API reports. */
import type { ContentTypeField } from '../../worker/content/exportFormat.ts'

type FieldSpec = Partial<ContentTypeField> & Pick<ContentTypeField, 'id' | 'name' | 'type'>

export const field = (spec: FieldSpec): ContentTypeField => ({
  localized: false,
  required: false,
  validations: [],
  disabled: false,
  omitted: false,
  ...spec,
})
export const symbol = (id: string, name: string, extra: Partial<ContentTypeField> = {}) =>
  field({ id, name, type: 'Symbol', ...extra })
export const slugField = () =>
  symbol('slug', 'Osoite (slug)', {
    required: true,
    validations: [
      { unique: true },
      {
        regexp: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
        message: 'Vain pieniä kirjaimia a–z, numeroita ja väliviivoja.',
      },
    ],
  })
export const richText = (id: string, name: string, extra: Partial<ContentTypeField> = {}) =>
  field({
    id,
    name,
    type: 'RichText',
    validations: [
      {
        enabledNodeTypes: [
          'heading-2',
          'heading-3',
          'ordered-list',
          'unordered-list',
          'hr',
          'blockquote',
          'embedded-asset-block',
          'hyperlink',
        ],
      },
      { enabledMarks: ['bold', 'italic', 'underline'] },
    ],
    ...extra,
  })
export const linkToEntry = (id: string, name: string, contentTypes: string[], extra: Partial<ContentTypeField> = {}) =>
  field({ id, name, type: 'Link', linkType: 'Entry', validations: [{ linkContentType: contentTypes }], ...extra })
export const linksToEntries = (id: string, name: string, contentTypes: string[]) =>
  field({
    id,
    name,
    type: 'Array',
    items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: contentTypes }] },
  })
export const image = (id: string, name: string) =>
  field({ id, name, type: 'Link', linkType: 'Asset', validations: [{ linkMimetypeGroup: ['image'] }] })
