import { ChatWidgetResponseSchema, type ChatIdentity } from '../../../contract/schemas/chat'
import { api } from '../../lib/api'

/** spec §9: the widget is shown about 3000 ms after it starts loading. */
export const CHAT_WIDGET_DELAY_MS = 3000
export const CHAT_CONTAINER_ID = 'chat-widget'

declare global {
  interface Window {
    /** What the chat script reads to identify the user (docs/decisions/008-chat-identity.md). */
    VetTarvikeChat?: ChatIdentity & { container: string }
  }
}

/**
 * Loads the chat widget for the logged-in user: asks the shop for the widget URL and the
 * signed identity (POST /api/core/chatbothash), publishes the identity, loads the script into
 * a hidden container and reveals it 3000 ms later. Any failure (no widget configured, the
 * hash call, the script) is logged and leaves the widget hidden (spec §8). Returns the
 * cleanup that removes everything again (logout).
 */
export function startChat(): () => void {
  const controller = new AbortController()
  let container: HTMLElement | null = null
  let script: HTMLScriptElement | null = null
  let reveal: number | undefined

  const hide = () => {
    window.clearTimeout(reveal)
    if (container) container.hidden = true
  }

  api('/api/core/chatbothash', ChatWidgetResponseSchema, { method: 'POST', body: {}, signal: controller.signal })
    .then((answer) => {
      if (!answer.enabled || controller.signal.aborted) return
      window.VetTarvikeChat = { ...answer.identity, container: CHAT_CONTAINER_ID }
      container = document.createElement('div')
      container.id = CHAT_CONTAINER_ID
      container.hidden = true
      document.body.append(container)
      script = document.createElement('script')
      script.src = answer.script_url
      script.async = true
      script.addEventListener('error', () => {
        console.error('chat widget script failed to load', answer.script_url)
        hide()
      })
      document.head.append(script)
      reveal = window.setTimeout(() => {
        if (container) container.hidden = false
      }, CHAT_WIDGET_DELAY_MS)
    })
    .catch((error: unknown) => {
      if (controller.signal.aborted) return
      console.error('chat identity request failed', error)
      hide()
    })

  return () => {
    controller.abort()
    window.clearTimeout(reveal)
    container?.remove()
    script?.remove()
    delete window.VetTarvikeChat
  }
}
