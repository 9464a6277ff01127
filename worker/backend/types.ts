export interface BackendEnv {
  Bindings: Env
  Variables: {
    customerId: number | null
    sessionExp: number | null
  }
}
