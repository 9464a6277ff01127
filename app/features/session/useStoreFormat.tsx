import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { formatDate, formatMoney, storeFormat, type StoreFormat } from '../../lib/format'
import type { Shell } from '../shell/shellQuery'
import { useShell } from '../shell/useShell'

const selectConfig = (shell: Shell) => shell.config

export interface StoreFormatters {
  format: StoreFormat
  /** Money in the store's currency and locale, e.g. `12,50 €`. */
  money: (value: number) => string
  /** A date as dd.MM.yyyy in the store's time zone. */
  date: (value: Date | string | number) => string
}

function formatters(config: Shell['config'] | undefined): StoreFormatters {
  const format = storeFormat(config)
  return {
    format,
    money: (value) => formatMoney(value, format),
    date: (value) => formatDate(value, format.timeZone),
  }
}

const StoreFormat = createContext<StoreFormatters | null>(null)

/**
 * The store's formatters for the whole document, made once per change of the config: a listing
 * formats every card's price, and a query observer per price cost isolate CPU on every page
 * (docs/decisions/028-page-cost-and-server-cpu.md). Inside `ShellOwnerProvider`.
 */
export function StoreFormatProvider({ children }: { children: ReactNode }) {
  const config = useShell(selectConfig)
  const value = useMemo(() => formatters(config), [config])
  return <StoreFormat.Provider value={value}>{children}</StoreFormat.Provider>
}

const fallback = formatters(undefined)

/**
 * spec §3/§8: formatting as the store config says. The root loader loads the shell, with the
 * config, for every page, so server and browser format alike; until then (and if it fails) the
 * fallback applies, as it does outside the document's provider.
 */
export function useStoreFormat(): StoreFormatters {
  return useContext(StoreFormat) ?? fallback
}
