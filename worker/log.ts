/**
 * spec §8: logs print the message and its parameters; every line carries the request id
 * so one request can be followed through the worker, the upstream and SSR.
 */
export interface Logger {
  info(message: string, params?: Record<string, unknown>): void
  warn(message: string, params?: Record<string, unknown>): void
  error(message: string, params?: Record<string, unknown>): void
}

export function createLogger(requestId: string): Logger {
  const write = (level: 'info' | 'warn' | 'error', message: string, params?: Record<string, unknown>) => {
    const line = JSON.stringify({ level, message, requestId, ...params })
    if (level === 'error') console.error(line)
    else if (level === 'warn') console.warn(line)
    else console.log(line)
  }
  return {
    info: (m, p) => write('info', m, p),
    warn: (m, p) => write('warn', m, p),
    error: (m, p) => write('error', m, p),
  }
}
