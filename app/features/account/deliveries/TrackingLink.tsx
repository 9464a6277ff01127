import { deliveriesMessages } from './deliveriesMessages'

/** The carrier's tracking page in a new tab, never giving it a handle on this one. */
export function TrackingLink({ url, className = 'link' }: { url: string; className?: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className} data-testid="tracking-link">
      {deliveriesMessages.track}
      <span className="sr-only"> {deliveriesMessages.opensInNewTab}</span>
    </a>
  )
}
