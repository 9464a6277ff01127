import { dismiss, useNotifications } from './store'

const STYLE: Record<string, string> = {
  success: 'bg-brand-50 border-brand-600 text-brand-900',
  error: 'bg-danger-50 border-danger-600 text-danger-900',
  register: 'bg-brand-50 border-brand-600 text-brand-900',
  warning: 'bg-warn-50 border-warn-600 text-warn-900',
  info: 'bg-white border-line text-ink',
}

/** spec §2 notification strip; a notification is removed on click (spec §4). */
export function NotificationStrip() {
  const list = useNotifications()
  return (
    <div
      className="fixed inset-x-0 top-2 z-50 mx-auto flex max-w-xl flex-col gap-2 px-4"
      aria-live="polite"
      role="status"
    >
      {list.map((n) => (
        <button
          key={n.id}
          type="button"
          onClick={() => dismiss(n.id)}
          data-testid={`notification-${n.type}`}
          className={`tap w-full rounded-md border-l-4 px-4 py-3 text-left text-sm shadow-md ${STYLE[n.type] ?? STYLE.info}`}
        >
          {n.content}
        </button>
      ))}
    </div>
  )
}
