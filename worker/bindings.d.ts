/** Optional values that wrangler.toml does not declare (secrets and local knobs). */
interface Env {
  /** Secret: the Contentful Content Delivery API token (`wrangler secret put`). */
  CONTENTFUL_ACCESS_TOKEN?: string
  /** Secret: the key of the chat identity HMAC (POST /api/core/chatbothash), shared with the chat service. */
  CHATBOT_SECRET?: string
  /** Fimea's shortage file, read by the nightly cron (docs/decisions/075-fimea-shortages.md); unset or empty: not read. */
  FIMEA_SHORTAGES_URL?: string
  /** Secret: the bearer key of the ERP's stock feed (PUT /api/operator/stock); unset, the feed is closed. */
  OPERATOR_STOCK_SECRET?: string
  /** Local benchmarking only: delay the embedded backend's contract prices by this many ms. */
  SIMULATED_PRICES_LATENCY_MS?: string
  /** Local benchmarking only: "1" answers GET /__bench/static/{bytes} (worker/benchStatic.ts). */
  BENCH_STATIC_ROUTE?: string
  /** Cloudflare `send_email` binding for password-reset and login-link mail; unset: the outbox table (worker/mail). */
  MAIL?: SendEmail
  /**
   * Service Binding to the embedded backend deployed as its own Worker (wrangler.backend.toml,
   * docs/architecture.md §6). Unset: the backend answers in-process. Not with API_ORIGIN.
   */
  BACKEND?: Fetcher
  /**
   * "local": invoices sent to the stand-ins (the einvoice_outbox and outbox tables) count as sent
   * (dev, tests, staging; docs/decisions/085-invoice-sending.md). Unset (production): an e-invoice
   * needs the operator's API and a mailed invoice the MAIL binding, else it waits.
   */
  INVOICE_SENDING?: string
  /**
   * The e-invoice operator's sending API, https (docs/decisions/085-invoice-sending.md); unset or
   * empty: the local einvoice_outbox where INVOICE_SENDING is "local", else e-invoices wait.
   */
  EINVOICE_OPERATOR_URL?: string
  /** Secret: the bearer key of that API (`wrangler secret put`). */
  EINVOICE_OPERATOR_TOKEN?: string
  /** Sender address of that mail, e.g. verkkokauppa@example.fi (needed with MAIL). */
  MAIL_FROM?: string
}
