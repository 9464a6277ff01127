/** The web app's editor for each content type: one built-in widget per field. */
import type { ContentTypeField, ExportEditorInterface } from '../../worker/content/exportFormat.ts'
import { MODEL, MODEL_CREATED } from './model.ts'
import { editor, environment, space } from './space.ts'

const WIDGETS: Record<ContentTypeField['type'], string> = {
  Symbol: 'singleLine',
  Text: 'multipleLine',
  RichText: 'richTextEditor',
  Boolean: 'boolean',
  Date: 'datePicker',
  Link: 'entryLinkEditor',
  Array: 'entryLinksEditor',
  Integer: 'numberEditor',
  Number: 'numberEditor',
  Location: 'locationEditor',
  Object: 'objectEditor',
}

function widgetFor(f: ContentTypeField): string {
  if (f.id === 'slug') return 'slugEditor'
  if (f.type === 'Link' && f.linkType === 'Asset') return 'assetLinkEditor'
  return WIDGETS[f.type]
}

export function editorInterfaces(): ExportEditorInterface[] {
  return MODEL.map((spec) => ({
    sys: {
      id: 'default',
      type: 'EditorInterface',
      space,
      version: 2,
      createdAt: MODEL_CREATED,
      createdBy: editor,
      updatedAt: MODEL_CREATED,
      updatedBy: editor,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: spec.id } },
      environment,
    },
    controls: spec.fields.map((f) => ({
      fieldId: f.id,
      widgetId: widgetFor(f),
      widgetNamespace: 'builtin',
      ...(f.type === 'Date' ? { settings: { format: 'dateonly', ampm: '24' } } : {}),
    })),
  }))
}
