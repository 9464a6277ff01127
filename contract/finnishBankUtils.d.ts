/** The part of finnish-bank-utils (1.3, MIT; it ships no types) the shop uses. */
declare module 'finnish-bank-utils' {
  const FinnishBankUtils: {
    /** A Finnish IBAN (FI + 16 digits) with valid BBAN and IBAN check digits; spaces allowed. */
    isValidFinnishIBAN(iban: string): boolean
    /** A Finnish reference number (4–20 digits) or an RF creditor reference; spaces allowed. */
    isValidFinnishRefNumber(reference: string): boolean
    /** In groups (of five from the right, or of four for RF); undefined when invalid. */
    formatFinnishRefNumber(reference: string, separator?: string): string | undefined
    formatFinnishIBAN(iban: string, separator?: string): string | undefined
  }
  export default FinnishBankUtils
}
