/** spec §2: the minicart opens on the root event 'open-minicart'. Tiny on purpose: the header imports it. */
export const OPEN_MINICART_EVENT = 'open-minicart'
export const openMinicart = () => window.dispatchEvent(new Event(OPEN_MINICART_EVENT))
