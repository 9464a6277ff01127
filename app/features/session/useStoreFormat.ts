import { useMemo } from 'react'
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

/**
 * spec §3/§8: formatting as the store config says. The root loader loads the shell, with the
 * config, for every page, so server and browser format alike; until then (and if it fails) the fallback applies.
 */
export function useStoreFormat(): StoreFormatters {
  const data = useShell(selectConfig)
  return useMemo(() => {
    const format = storeFormat(data)
    return {
      format,
      money: (value) => formatMoney(value, format),
      date: (value) => formatDate(value, format.timeZone),
    }
  }, [data])
}
