/**
 * Search p95 budget by catalogue size: 20 ms up to the 20,000 products of docs/architecture.md
 * §13, 30 ms for 100,000 (docs/decisions/022).
 */
export const searchBudgetMs = (products: number | null): number => (products !== null && products > 20_000 ? 30 : 20)
