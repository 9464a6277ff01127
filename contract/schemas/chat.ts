import * as v from 'valibot'

/**
 * spec §7 `POST /api/core/chatbothash`: identifies the logged-in user to the live-chat widget.
 * The identity is built from the customer number (navId), not from the person's own name or
 * e-mail, so the chat service learns which customer is asking and nothing more; the hash is an
 * HMAC-SHA256 of the navId with a secret shared with the chat service, which lets the service
 * check that the identity was issued by the shop (docs/decisions/008-chat-identity.md).
 */
export const ChatbotHashRequestSchema = v.strictObject({})

export const ChatIdentitySchema = v.object({
  name: v.string(),
  email: v.string(),
  /** Lowercase hex HMAC-SHA256 of the navId. */
  hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
})
export type ChatIdentity = v.InferOutput<typeof ChatIdentitySchema>

/** The shop's answer: no widget configured → disabled; else the script to load and the identity. */
export const ChatWidgetResponseSchema = v.variant('enabled', [
  v.object({ enabled: v.literal(false) }),
  v.object({ enabled: v.literal(true), script_url: v.string(), identity: ChatIdentitySchema }),
])
export type ChatWidgetResponse = v.InferOutput<typeof ChatWidgetResponseSchema>

/** How the identity is built from a customer number (one place, used by the embedded backend). */
export const chatIdentityOf = (navId: string) => ({
  name: `Asiakas ${navId}`,
  email: `${navId.toLowerCase()}@asiakas.vettarvike.fi`,
})
