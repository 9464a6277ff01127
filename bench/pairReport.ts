/** Table and budget rows of the contract-size pair (bench/contractPair.ts). */
import { PAIR_RATIO_BUDGET, pairWithinBudget, type ContractPairResult } from './contractPair.ts'
import type { Budget } from './report.ts'
import { table } from './table.ts'

export function pairBudgets(pair: ContractPairResult | null): Budget[] {
  const name = `contract-size pair within ${PAIR_RATIO_BUDGET}×`
  if (pair === null) return [{ name, status: 'n/a', detail: 'n/a (not measured)' }]
  return pair.pages.map((p) => ({
    name: `${name} (${p.name})`,
    status: pairWithinBudget(p) ? 'PASS' : 'FAIL',
    detail:
      `${p.path}, ${p.large.contractPrices} vs ${p.small.contractPrices} contract prices: ` +
      `bytes ${p.large.bytes} / ${p.small.bytes} = ${p.bytesRatio}, ` +
      `TTFB ${p.large.ttfbMs} / ${p.small.ttfbMs} ms = ${p.ttfbRatio} (median of ${pair.runs}; both ≤ ${PAIR_RATIO_BUDGET})` +
      (p.large.status === 200 && p.small.status === 200 ? '' : `; HTTP ${p.large.status} / ${p.small.status}`),
  }))
}

export function printContractPair(pair: ContractPairResult): void {
  console.log(
    table(
      `Contract size: the same pages for a customer with a large and with a small contract (logged in; bytes of one response, Accept-Encoding: identity; TTFB and last byte median of ${pair.runs}, in turns)`,
      ['page', 'contract prices', 'HTTP', 'bytes', 'TTFB ms', 'last byte ms', 'large ÷ small'],
      pair.pages.flatMap((p) => [
        [
          `${p.name} ${p.path}`,
          p.large.contractPrices,
          p.large.status,
          p.large.bytes,
          p.large.ttfbMs,
          p.large.lastByteMs,
          `bytes ${p.bytesRatio}`,
        ],
        [
          '',
          p.small.contractPrices,
          p.small.status,
          p.small.bytes,
          p.small.ttfbMs,
          p.small.lastByteMs,
          `TTFB ${p.ttfbRatio}`,
        ],
      ]),
    ),
  )
}
