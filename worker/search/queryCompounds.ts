import type { QueryWord } from './query.ts'

/** A query's own compounds and derived forms (docs/decisions/067-units-sizes-and-query-compounds.md): not read yet. */
export const splits = (_word: string): [string, string][] => []
export const derivedBases = (_word: string): string[] => []
export const expandWords = (words: QueryWord[]): (QueryWord & { alternatives?: string[] })[] => words
