import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { brokenReferences, sectionNumbers, type Targets } from './references.ts'
import { checkTree } from './tree.ts'

const targets: Targets = {
  requirements: new Set(['1', '2', '3', '3.2', '7']),
  architecture: new Set(['1', '4', '5', '13']),
  decisions: ['004-serve-with-vite-preview', '012-restricted-medicines-and-guest-prices'],
}
const check = (text: string) => brokenReferences([{ path: 'app/x.ts', text }], targets)

describe('sectionNumbers', () => {
  it('reads the § numbers of headings, sub-sections included, and nothing else', () => {
    const markdown = '# Title\n## §1 One\ntext §9\n### §3.2 Sub\n## Overview\n## §13 Budgets\n'
    expect([...sectionNumbers(markdown)].sort()).toEqual(['1', '13', '3.2'])
  })
})

describe('brokenReferences', () => {
  it('passes references whose section or record exists', () => {
    const text = [
      '// spec §7 productsearch, spec §2/§3, Spec §1 and §7, spec §3.2',
      '// docs/requirements.md §2; docs/architecture.md §4, §5 and docs/architecture.md §1 and §13',
      '// docs/decisions/012-restricted-medicines-and-guest-prices, docs/decisions/004-serve-with-vite-preview.md',
      '// docs/decisions/012, [decision 012](docs/decisions/012-restricted-medicines-and-guest-prices.md)',
      '// [decisions 004 and 012](../decisions/012-restricted-medicines-and-guest-prices.md) reads as one link',
      '// CONVENTIONS-free prose with § alone, an issue-date range, the issues of a list',
    ].join('\n')
    expect(check(text)).toEqual([])
  })

  it('passes an issue number in prose (docs), not in code', () => {
    const docs = brokenReferences([{ path: 'docs/decisions/040-x.md', text: 'Issue 20 makes a company.' }], targets)
    expect(docs).toEqual([])
    expect(
      check('// the rules (issue 20 item 4)\n/* Issue #19: reorder */').map(({ line, reason }) => `${line}: ${reason}`),
    ).toEqual([
      '1: an issue number: issues are not in the repository, cite docs/decisions/NNN-… or spec §N',
      '2: an issue number: issues are not in the repository, cite docs/decisions/NNN-… or spec §N',
    ])
  })

  it('reports a bare decision number, three digits or not, that is not a link to its record', () => {
    const text = [
      '// decision 012',
      '// (decisions 004 and 012)',
      '// [decision 012](docs/decisions/004-serve-with-vite-preview.md)',
      '// [decision 019](docs/decisions/019-nothing.md)',
    ].join('\n')
    expect(check(text).map(({ line, reason }) => `${line}: ${reason}`)).toEqual([
      '1: a bare decision number: cite docs/decisions/NNN-….md or link it',
      '2: a bare decision number: cite docs/decisions/NNN-….md or link it',
      '3: a bare decision number: cite docs/decisions/NNN-….md or link it',
      '4: no decision record 019',
      '4: no decision record 019',
    ])
  })

  it('reports each reference that leads nowhere, with its line', () => {
    const text = [
      'const a = 1 // spec §12',
      '// spec §2/§10',
      '// docs/architecture.md §4, §99',
      '// docs/requirements.md §3.5',
      '// docs/decisions/013-auth-throttling',
      '// docs/decisions/012-restricted-medicines',
      '// decision 5',
      '// decisions 004 and 019',
      '// ARCHITECTURE decision 3',
    ].join('\n')
    expect(check(text).map(({ line, reason }) => `${line}: ${reason}`)).toEqual([
      '1: spec has no section §12',
      '2: spec has no section §10',
      '3: docs/architecture.md has no section §99',
      '4: docs/requirements.md has no section §3.5',
      '5: no decision record 013',
      '6: decision 012 is not named 012-restricted-medicines',
      '7: a bare decision number: cite docs/decisions/NNN-….md or link it',
      '8: a bare decision number: cite docs/decisions/NNN-….md or link it',
      '9: a bare decision number: cite docs/decisions/NNN-….md or link it',
      '9: ARCHITECTURE is not in the repo: cite docs/architecture.md §N',
    ])
  })
})

describe('checkTree and the lint command', () => {
  const cli = join(dirname(fileURLToPath(import.meta.url)), '../check-references.ts')
  let root = ''
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  function fixture(comment: string) {
    root = mkdtempSync(join(tmpdir(), 'references-'))
    for (const directory of ['docs/decisions', 'worker/api', 'node_modules/pkg']) {
      mkdirSync(join(root, directory), { recursive: true })
    }
    writeFileSync(join(root, 'docs/requirements.md'), '# Requirements\n## §1 Audience\n## §7 Calls\n')
    writeFileSync(join(root, 'docs/architecture.md'), '# Architecture\n## §1 Cookies\n')
    writeFileSync(join(root, 'docs/decisions/003-session-cookie.md'), '# 003\n')
    writeFileSync(join(root, 'README.md'), 'See docs/decisions/003-session-cookie.md and spec §1.\n')
    writeFileSync(join(root, 'worker/api/auth.ts'), `export {}\n\n${comment}\n`)
    // Dependencies are not the project's to fix.
    writeFileSync(join(root, 'node_modules/pkg/index.js'), '// spec §99\n')
  }

  it('fails, naming file and line, on a section or record that does not exist', () => {
    fixture('// spec §7, docs/architecture.md §2 (decision 1)')
    expect(checkTree(root).broken.map(({ path, line }) => `${path}:${line}`)).toEqual([
      'worker/api/auth.ts:3',
      'worker/api/auth.ts:3',
    ])
    const run = spawnSync(process.execPath, [cli, root], { encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      'worker/api/auth.ts:3: docs/architecture.md §2 — docs/architecture.md has no section §2',
    )
    expect(run.stderr).toContain('worker/api/auth.ts:3: decision 1 — a bare decision number')
  })

  it('passes once the references resolve', () => {
    fixture('// spec §7, docs/architecture.md §1 (docs/decisions/003-session-cookie)')
    expect(checkTree(root).broken).toEqual([])
    const run = spawnSync(process.execPath, [cli, root], { encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  })
})
