/** A plain-text table of the bench's output: a title, a header row, columns padded to their widest cell. */
export function table(title: string, head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((row) => row.map(String))]
  const widths = head.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)))
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')
  return [`\n${title}`, line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n')
}
