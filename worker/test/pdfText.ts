/**
 * The text a PDF draws, for tests of the invoice PDF (worker/backend/sending/invoicePdf.ts):
 * each Flate content stream inflated, and the hex strings its text operators show decoded as
 * the standard fonts' WinAnsi (Latin-1 for the letters the tests look for). Lines in drawing order.
 */
export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  let latin1 = ''
  for (const byte of pdf) latin1 += String.fromCharCode(byte)
  const lines: string[] = []
  for (const match of latin1.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Uint8Array.from(match[1] ?? '', (ch) => ch.charCodeAt(0))
    let content: string
    try {
      const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'))
      content = new TextDecoder('latin1').decode(await new Response(inflated).arrayBuffer())
    } catch {
      continue
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const hex = shown[1] ?? ''
      lines.push(hex.replace(/../g, (pair) => String.fromCharCode(parseInt(pair, 16))))
    }
  }
  return lines
}
