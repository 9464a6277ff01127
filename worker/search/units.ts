/** Measures and sizes as search reads them (docs/decisions/067-units-sizes-and-query-compounds.md): not read yet. */
export const measureTokens = (_text: string): string[] => []
