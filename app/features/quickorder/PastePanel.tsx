import { useId, useState, type ChangeEvent } from 'react'
import { Button } from '../../ui/Button'
import { parseOrderLines, type PastedLine } from './parseLines'
import { quickOrderMessages as t } from './quickOrderMessages'
import { readOrderFile } from './readOrderFile'

/**
 * Many lines at once (spec §10): pasted from a spreadsheet, the clinic system or an e-mail, or
 * read from a .csv/.txt file. A file over 1 MB is refused before it is read; what cannot be
 * read says why and leaves the rows already on the page as they were.
 */
export function PastePanel({ onLines }: { onLines: (lines: PastedLine[]) => void }) {
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)

  function take(source: string, clear: () => void) {
    const parsed = parseOrderLines(source)
    if (!parsed.ok) {
      setError(parsed.message)
      return
    }
    setError(null)
    clear()
    onLines(parsed.lines)
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target
    const file = input.files?.[0]
    if (!file) return
    const read = await readOrderFile(file)
    if (!read.ok) setError(read.message)
    else take(read.text, () => undefined)
    input.value = ''
  }

  return (
    <section className="rounded-lg border border-line bg-white p-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t.pasteTitle}
      </h2>
      <p id={`${id}-help`} className="field-help">
        {t.pasteHelp}
      </p>
      <label htmlFor={`${id}-text`} className="field-label mt-3">
        {t.pasteLabel}
      </label>
      <textarea
        id={`${id}-text`}
        className="field-input min-h-32 font-mono text-sm"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        spellCheck={false}
        data-testid="quickorder-paste"
      />
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Button
          variant="secondary"
          onClick={() => take(text, () => setText(''))}
          disabled={text.trim().length === 0}
          data-testid="quickorder-paste-button"
        >
          {t.pasteButton}
        </Button>
        <div>
          <label htmlFor={`${id}-file`} className="field-label">
            {t.fileLabel}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="block min-h-11 max-w-full text-sm"
            onChange={(event) => void onFile(event)}
            data-testid="quickorder-file"
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error" data-testid="quickorder-paste-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
