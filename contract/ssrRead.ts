/**
 * An SSR read's answer (worker/api/ssrReads.ts, docs/decisions/050-one-data-path.md): the
 * service's value, its failure as the /api error would carry it, or null when the path is not a
 * read service. Shared by the worker that answers it and the app that reads it (app/lib/api.ts).
 */
export type SsrReadResult =
  { ok: true; value: unknown } | { ok: false; status: number; message: string; fields?: Record<string, string> } | null
