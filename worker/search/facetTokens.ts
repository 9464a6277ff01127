/**
 * The filters of a search as words of its index (docs/decisions/072-search-filters-in-the-index.md).
 * Each listing's search_docs row carries, in its `facets` column, one token per attribute value,
 * one per category it is in (its own and every ancestor), and its cold-chain and medicine flags;
 * a filtered search is then one FTS5 query, `(the words) AND {facets}: …`, which FTS5 answers by
 * merging entry lists instead of testing every hit's rows.
 *
 * A token is a letter and the hex digits of the UTF-8 text it stands for: unicode61 keeps it as
 * one word whatever the value holds (spaces, commas, "Vetronia ApS"), and a typed query never
 * reaches it, since every expression the query builds names its own columns (./query.ts).
 */

/** The hex digits of a text's UTF-8 bytes: one word of letters and digits whatever the text holds. */
export const utf8Hex = (text: string): string =>
  [...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** The token of an attribute value (product_attributes' code and value). */
export const attributeToken = (code: string, value: string): string => `a${utf8Hex(`${code}=${value}`)}`
/** The token of a category by its url_path: a listing carries it when it is in the category or below it. */
export const categoryToken = (urlPath: string): string => `c${utf8Hex(urlPath)}`
/** A listing in a cold-chain category (worker/backend/cart/methods.ts isColdChainProduct). */
export const COLD_CHAIN_TOKEN = 'xcold'
/** A drug listing (worker/backend/catalog/drugs.ts isDrugListing), and one that is not. */
export const MEDICINE_TOKEN = 'xmedicine'
export const NOT_MEDICINE_TOKEN = 'xnotmedicine'

/** An FTS5 expression of the facets column: any of the tokens. */
export const anyToken = (tokens: readonly string[]): string =>
  `{facets} : (${tokens.map((token) => `"${token}"`).join(' OR ')})`

/** search_docs.flags: the cold-chain and medicine tokens as bits, for counting without the tokens. */
export const COLD_CHAIN_FLAG = 1
export const MEDICINE_FLAG = 2
