import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { formatDate, formatMoney, storeFormat, type StoreFormat } from '../../lib/format'
import { storeConfigQuery } from './queries'

export interface StoreFormatters {
  format: StoreFormat
  /** Money in the store's currency and locale, e.g. `12,50 €`. */
  money: (value: number) => string
  /** A date as dd.MM.yyyy in the store's time zone. */
  date: (value: Date | string | number) => string
}

/**
 * spec §3/§8: formatting as the store config says. The root loader loads the config for every
 * page, so server and browser format alike; until then (and if it fails) the fallback applies.
 */
export function useStoreFormat(): StoreFormatters {
  const { data } = useQuery(storeConfigQuery())
  return useMemo(() => {
    const format = storeFormat(data)
    return {
      format,
      money: (value) => formatMoney(value, format),
      date: (value) => formatDate(value, format.timeZone),
    }
  }, [data])
}
