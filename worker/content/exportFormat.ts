/**
 * The file format `contentful space export` writes (and `contentful space import` reads): the
 * Content Management API's view of a space, every field value keyed by locale. Only the parts
 * the shop's content uses are typed precisely; everything else passes through as JSON.
 */

export interface Link<T extends string = string> {
  sys: { type: 'Link'; linkType: T; id: string }
}

export interface ExportSys {
  space: Link<'Space'>
  id: string
  type: string
  createdAt: string
  updatedAt: string
  environment: Link<'Environment'>
  createdBy?: Link<'User'>
  updatedBy?: Link<'User'>
  publishedBy?: Link<'User'>
  /** Present only when the entity is published; drafts exported with --include-drafts lack it. */
  publishedVersion?: number
  publishedAt?: string
  firstPublishedAt?: string
  publishedCounter?: number
  archivedVersion?: number
  version: number
}

export type Localized<T = unknown> = Record<string, T>

export interface ExportEntry {
  metadata?: { tags: Link<'Tag'>[]; concepts?: unknown[] }
  sys: ExportSys & { type: 'Entry'; contentType: Link<'ContentType'>; automationTags?: unknown[] }
  fields: Record<string, Localized>
}

export interface AssetFile {
  url: string
  fileName: string
  contentType: string
  details: { size: number; image?: { width: number; height: number } }
}

export interface ExportAsset {
  metadata?: { tags: Link<'Tag'>[]; concepts?: unknown[] }
  sys: ExportSys & { type: 'Asset' }
  fields: {
    title?: Localized<string>
    description?: Localized<string>
    file: Localized<AssetFile>
  }
}

export interface ContentTypeField {
  id: string
  name: string
  type:
    | 'Symbol'
    | 'Text'
    | 'Integer'
    | 'Number'
    | 'Date'
    | 'Boolean'
    | 'Location'
    | 'Link'
    | 'Array'
    | 'Object'
    | 'RichText'
  localized: boolean
  required: boolean
  validations: Record<string, unknown>[]
  disabled: boolean
  omitted: boolean
  linkType?: 'Entry' | 'Asset'
  items?: { type: 'Symbol' | 'Link'; linkType?: 'Entry' | 'Asset'; validations: Record<string, unknown>[] }
}

export interface ExportContentType {
  sys: ExportSys & { type: 'ContentType' }
  displayField: string | null
  name: string
  description: string
  fields: ContentTypeField[]
}

export interface ExportEditorInterface {
  sys: {
    id: 'default'
    type: 'EditorInterface'
    space: Link<'Space'>
    version: number
    createdAt: string
    createdBy?: Link<'User'>
    updatedAt: string
    updatedBy?: Link<'User'>
    contentType: Link<'ContentType'>
    environment: Link<'Environment'>
  }
  controls: { fieldId: string; widgetId: string; widgetNamespace: string; settings?: Record<string, unknown> }[]
}

export interface ExportLocale {
  name: string
  code: string
  fallbackCode: string | null
  default: boolean
  contentManagementApi: boolean
  contentDeliveryApi: boolean
  optional: boolean
  sys: {
    type: 'Locale'
    id: string
    version: number
    space: Link<'Space'>
    environment: Link<'Environment'>
    createdBy?: Link<'User'>
    createdAt: string
    updatedBy?: Link<'User'>
    updatedAt: string
  }
}

/** The top-level keys of an export file, in the order the CLI writes them. */
export interface ContentfulExport {
  contentTypes: ExportContentType[]
  tags: unknown[]
  editorInterfaces: ExportEditorInterface[]
  entries: ExportEntry[]
  assets: ExportAsset[]
  locales: ExportLocale[]
  webhooks: unknown[]
  roles: unknown[]
}

/** Contentful's rich text document (the `RichText` field value). */
export interface RichTextNode {
  nodeType: string
  data: Record<string, unknown>
  content?: RichTextNode[]
  value?: string
  marks?: { type: string }[]
}
export interface RichTextDocument extends RichTextNode {
  nodeType: 'document'
  content: RichTextNode[]
}
