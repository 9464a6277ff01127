import { useState } from 'react'
import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import { acceptedCodes, consentCookie, COOKIE_INFO_PATH, pushConsentEvent, type ConsentItem } from './consentModel'
import { consentMessages } from './consentMessages'

const initialItems = (): ConsentItem[] =>
  (['essential', 'functional', 'marketing'] as const).map((code) => ({
    code,
    title: consentMessages.items[code].title,
    text: consentMessages.items[code].text,
    linktext: consentMessages.linktext,
    afterLink: consentMessages.afterLink,
    required: code === 'essential',
    checked: code === 'essential',
  }))

/**
 * spec §2/§4 cookie consent (450 px): step 0 is the summary, step 1 the settings. Accepting
 * saves AcceptedCookies and pushes the consent event; the dialog then stays away.
 */
export default function ConsentDialog({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<0 | 1>(0)
  const [items, setItems] = useState(initialItems)

  function save(all: boolean) {
    const chosen = all ? items.map((i) => ({ ...i, checked: true })) : items
    const codes = acceptedCodes(chosen)
    document.cookie = consentCookie(codes)
    pushConsentEvent(codes)
    onDone()
  }

  const footer =
    step === 0 ? (
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button onClick={() => save(true)} data-testid="consent-accept-all">
          {consentMessages.acceptAll}
        </Button>
        <Button variant="secondary" onClick={() => setStep(1)} data-testid="consent-settings">
          {consentMessages.settings}
        </Button>
      </div>
    ) : (
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button onClick={() => save(false)} data-testid="consent-save">
          {consentMessages.saveChoices}
        </Button>
        <Button variant="secondary" onClick={() => save(true)}>
          {consentMessages.acceptAll}
        </Button>
      </div>
    )

  return (
    <Modal
      open
      onClose={() => undefined}
      dismissible={false}
      title={consentMessages.title}
      width={450}
      footer={footer}
      testId="consent-dialog"
    >
      {step === 0 ? (
        <p className="text-ink" data-testid="consent-step-0">
          {consentMessages.summary}{' '}
          <a href={COOKIE_INFO_PATH} className="text-brand-700 underline">
            {consentMessages.linktext}
          </a>
          {consentMessages.afterLink}
        </p>
      ) : (
        <ul className="flex flex-col gap-4" data-testid="consent-step-1">
          {items.map((item) => (
            <li key={item.code} className="flex gap-3">
              <input
                id={`consent-${item.code}`}
                type="checkbox"
                className="mt-1 h-6 w-6 shrink-0 accent-brand-700"
                checked={item.required || item.checked}
                disabled={item.required}
                onChange={(e) =>
                  setItems((list) => list.map((i) => (i.code === item.code ? { ...i, checked: e.target.checked } : i)))
                }
                data-testid={`consent-toggle-${item.code}`}
              />
              <label htmlFor={`consent-${item.code}`} className="flex flex-col">
                <span className="font-semibold">
                  {item.title}
                  {item.required ? (
                    <span className="ml-2 text-sm font-normal text-ink-muted">{consentMessages.alwaysOn}</span>
                  ) : null}
                </span>
                <span className="text-sm text-ink-muted">{item.text}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  )
}
