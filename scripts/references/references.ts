/**
 * Finds "why" links in comments and docs that lead nowhere: a `spec §N`, `docs/requirements.md §N`
 * or `docs/architecture.md §N` whose section heading does not exist, a `docs/decisions/NNN…` or
 * `decision NNN` whose record does not exist, a bare one- or two-digit `decision N` (which record
 * or section?), and any mention of the ARCHITECTURE document that lives outside the repo.
 * Pure: the CLI (scripts/check-references.ts) reads the files and the targets.
 */

export type Targets = {
  /** Section numbers of docs/requirements.md ("7", "3.2"), which `spec §N` also means. */
  requirements: ReadonlySet<string>
  /** Section numbers of docs/architecture.md. */
  architecture: ReadonlySet<string>
  /** File names of docs/decisions/ without `.md` ("012-restricted-medicines-and-guest-prices"). */
  decisions: readonly string[]
}

export type SourceFile = { path: string; text: string }
export type BrokenReference = { path: string; line: number; reference: string; reason: string }

/** `## §7 The /api calls` → "7"; `### §3.2 …` → "3.2". */
export function sectionNumbers(markdown: string): Set<string> {
  const found = new Set<string>()
  for (const match of markdown.matchAll(/^#{2,6}\s+§(\d+(?:\.\d+)?)\b/gm)) found.add(match[1]!)
  return found
}

// A section, then more joined by ",", "and" or "/": "§2/§4/§5", "§9 and §10", "§4, §5".
const SECTION = String.raw`§\d+(?:\.\d+)?`
const SECTION_LIST = String.raw`${SECTION}(?:\s*(?:,|/|and)\s*${SECTION})*`
const SECTION_RULES: readonly { pattern: RegExp; target: keyof Omit<Targets, 'decisions'>; name: string }[] = [
  { pattern: new RegExp(String.raw`\bspec (${SECTION_LIST})`, 'gi'), target: 'requirements', name: 'spec' },
  {
    pattern: new RegExp(String.raw`docs/requirements\.md (${SECTION_LIST})`, 'g'),
    target: 'requirements',
    name: 'docs/requirements.md',
  },
  {
    pattern: new RegExp(String.raw`docs/architecture\.md (${SECTION_LIST})`, 'g'),
    target: 'architecture',
    name: 'docs/architecture.md',
  },
]
const DECISION_PATH = /docs\/decisions\/(\d{3})(-[a-z0-9-]*[a-z0-9])?/g
const DECISION_WORDS = /\bdecisions? (\d+(?:(?:,\s*|\s+and\s+)\d+)*)\b/gi
const OUTSIDE_DOCUMENT = /\bARCHITECTURE\b/g
const ISSUE_NUMBER = /\bissues? #?\d+/gi
/** Prose may tell a decision's history by its issues; code comments may not. */
const isCode = (path: string) => !path.endsWith('.md')
const BARE_DECISION = 'a bare decision number: cite docs/decisions/NNN-….md or link it'
const NOT_IN_REPOSITORY = 'an issue number: issues are not in the repository, cite docs/decisions/NNN-… or spec §N'

/** The target of the markdown link whose text holds `index`: `[decision 012](…/012-x.md)`, or null. */
function linkTargetAround(text: string, index: number, end: number): string | null {
  const open = text.lastIndexOf('[', index)
  if (open === -1 || /[\]\n]/.test(text.slice(open + 1, index))) return null
  const rest = /^[^[\]\n]*\]\(([^)\s]+)\)/.exec(text.slice(end))
  return rest ? rest[1]! : null
}

function lineOf(text: string, index: number): number {
  let line = 1
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++
  return line
}

export function brokenReferences(files: readonly SourceFile[], targets: Targets): BrokenReference[] {
  const broken: BrokenReference[] = []
  const decisionNumbers = new Set(targets.decisions.map((name) => name.slice(0, 3)))
  for (const { path, text } of files) {
    const report = (index: number, reference: string, reason: string) =>
      broken.push({ path, line: lineOf(text, index), reference, reason })

    for (const rule of SECTION_RULES) {
      for (const match of text.matchAll(rule.pattern)) {
        for (const section of match[1]!.matchAll(/§(\d+(?:\.\d+)?)/g)) {
          if (!targets[rule.target].has(section[1]!))
            report(match.index, match[0], `${rule.name} has no section §${section[1]}`)
        }
      }
    }
    for (const match of text.matchAll(DECISION_PATH)) {
      const [reference, number, slug] = match
      if (!decisionNumbers.has(number!)) report(match.index, reference, `no decision record ${number}`)
      else if (slug && !targets.decisions.some((name) => name === number + slug))
        report(match.index, reference, `decision ${number} is not named ${number}${slug}`)
    }
    for (const match of text.matchAll(DECISION_WORDS)) {
      const target = linkTargetAround(text, match.index, match.index + match[0].length)
      const linked = target?.match(/(?:^|\/)(\d{3})-[^/]*$/)?.[1]
      if (!linked || !match[1]!.match(/\d+/g)!.includes(linked)) report(match.index, match[0], BARE_DECISION)
      else if (!decisionNumbers.has(linked)) report(match.index, match[0], `no decision record ${linked}`)
    }
    if (isCode(path)) for (const match of text.matchAll(ISSUE_NUMBER)) report(match.index, match[0], NOT_IN_REPOSITORY)
    for (const match of text.matchAll(OUTSIDE_DOCUMENT))
      report(match.index, match[0], 'ARCHITECTURE is not in the repo: cite docs/architecture.md §N')
  }
  return broken.sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line)
}
