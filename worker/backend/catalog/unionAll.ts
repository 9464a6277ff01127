/**
 * `a UNION ALL b UNION ALL …` nested two terms a compound: D1 caps the terms of one compound
 * SELECT below the number of tiers a word can have, and of facets a listing counts.
 */
export const unionAll = (selects: string[]): string =>
  selects.reduce((all, next) => `SELECT * FROM (${all} UNION ALL ${next})`)
