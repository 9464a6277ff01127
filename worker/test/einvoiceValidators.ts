import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { validateXML, memoryPages } from 'xmllint-wasm'

/**
 * The published validators of the shop's e-invoices, run in Node by the tests
 * (docs/decisions/084-einvoices.md, vendor/einvoice/README.md): the UBL 2.1 and Finvoice 3.0 XSDs
 * with xmllint (libxml2 as WebAssembly), and the EN 16931 and Peppol BIS Billing 3.0 Schematron
 * rules as their published XSLT, compiled once by SaxonJS's xslt3 and cached by the XSLT's hash.
 */

const ROOT = decodeURIComponent(new URL('../../', import.meta.url).pathname)
const VENDOR = join(ROOT, 'vendor/einvoice')
const CACHE = join(ROOT, 'node_modules/.cache/einvoice-rules')
const require = createRequire(import.meta.url)

interface SaxonJs {
  transform(
    options: { stylesheetText: string; sourceText: string; destination: 'serialized' },
    mode: 'sync',
  ): { principalResult: string }
}
const SaxonJS = require('saxon-js') as SaxonJs

// ---------------------------------------------------------------- XSD

const SCHEMAS = {
  Invoice: ['ubl/xsdrt', 'maindoc/UBL-Invoice-2.1.xsd'],
  CreditNote: ['ubl/xsdrt', 'maindoc/UBL-CreditNote-2.1.xsd'],
  Finvoice: ['finvoice', 'Finvoice3.0.xsd'],
} as const

function xsdFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return xsdFiles(path)
    return name.endsWith('.xsd') ? [path] : []
  })
}

/** The XSD's complaints about a document, [] when it is valid; the schema is picked by the root element. */
export async function xsdErrors(xml: string): Promise<string[]> {
  const root = /<(Invoice|CreditNote|Finvoice)[\s>]/.exec(xml)?.[1] as keyof typeof SCHEMAS | undefined
  if (!root) return [`no Invoice, CreditNote or Finvoice root element`]
  const [dir, main] = SCHEMAS[root]
  const schemaRoot = join(VENDOR, dir)
  // Every schema file in the wasm file system under its relative path, so "../common/…" imports resolve.
  const files = xsdFiles(schemaRoot).map((path) => ({
    fileName: `xsd/${relative(schemaRoot, path)}`,
    contents: readFileSync(path),
  }))
  const schema = files.find((f) => f.fileName === `xsd/${main}`)
  if (!schema) throw new Error(`missing ${main}`)
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [schema],
    preload: files.filter((f) => f !== schema),
    maxMemoryPages: 256 * memoryPages.MiB,
  })
  return result.errors.map((e) => `${e.loc ? `line ${e.loc.lineNumber}: ` : ''}${e.message}`)
}

// ---------------------------------------------------------------- Schematron

export const RULES = {
  en16931: 'en16931/EN16931-UBL-validation.xslt',
  peppol: 'peppol/PEPPOL-EN16931-UBL.xslt',
} as const

/** The rules compiled to SaxonJS's SEF, cached by the XSLT's hash (a compile takes seconds to tens of seconds). */
function compiledRules(rules: keyof typeof RULES): string {
  const xslt = join(VENDOR, RULES[rules])
  const hash = createHash('sha256').update(readFileSync(xslt)).digest('hex').slice(0, 16)
  const sef = join(CACHE, `${rules}-${hash}.sef.json`)
  if (!existsSync(sef)) {
    mkdirSync(CACHE, { recursive: true })
    const xslt3 = require.resolve('xslt3/xslt3.js')
    const result = spawnSync(process.execPath, [xslt3, `-xsl:${xslt}`, `-export:${sef}`, '-nogo'], {
      encoding: 'utf8',
    })
    if (result.status !== 0) throw new Error(`compiling ${rules} failed: ${result.stderr}`)
  }
  return readFileSync(sef, 'utf8')
}

const loaded = new Map<string, string>()

export interface RuleFailure {
  id: string
  flag: string
  text: string
}

/** The rules' failed asserts (and successful reports) on a document, from their SVRL answer. */
export function schematronFailures(xml: string, rules: keyof typeof RULES): RuleFailure[] {
  let stylesheetText = loaded.get(rules)
  if (!stylesheetText) {
    stylesheetText = compiledRules(rules)
    loaded.set(rules, stylesheetText)
  }
  const { principalResult } = SaxonJS.transform({ stylesheetText, sourceText: xml, destination: 'serialized' }, 'sync')
  const failures: RuleFailure[] = []
  const asserts =
    /<svrl:(?:failed-assert|successful-report)\b([^>]*)>([\s\S]*?)<\/svrl:(?:failed-assert|successful-report)>/g
  for (const [, attributes = '', inner = ''] of principalResult.matchAll(asserts)) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? ''
    const message = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(inner)?.[1] ?? ''
    failures.push({ id: attribute('id'), flag: attribute('flag'), text: message.replace(/\s+/g, ' ').trim() })
  }
  return failures
}

/** The vendored examples, which every rule set must pass (the validators' own check). */
export const officialExample = (name: 'peppol-base-example.xml' | 'peppol-base-creditnote-correction.xml') =>
  readFileSync(join(VENDOR, 'examples', name), 'utf8')
