/**
 * The active substances of the catalogue's medicines, as their names print them: each medicine
 * family's generic name (`brand` of round 0) split at " + ", without the form or species words
 * some carry ("… paikallisvaleluliuos", "Insuliini (sika)"). The synonym table must give each
 * its INN or English name (seed/search/synonyms.csv, docs/decisions/066-search-synonyms-and-zero-hits.md).
 */
import type { Family } from './types.ts'

export function catalogueSubstances(families: readonly Family[]): string[] {
  const substances = families
    .filter((f) => f.priceClass === 'medicine' && f.brand.trim().length > 0)
    .flatMap((f) => f.brand.split(' + '))
    .map((s) =>
      s
        .replace(/\(.*?\)/g, '')
        .replace(/\bpaikallisvaleluliuos\b/g, '')
        .trim(),
    )
    .filter((s) => s.length > 0)
  return [...new Set(substances.map((s) => s.charAt(0).toUpperCase() + s.slice(1)))]
}
