export interface BackendEnv {
  Bindings: Env
  Variables: {
    customerId: number | null
    /** The company of the caller (spec §11); null for a guest. */
    companyId: number | null
    sessionExp: number | null
  }
}
