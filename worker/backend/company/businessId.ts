/**
 * A business ID (Y-tunnus) an approved company already holds is not registered again without
 * the operator (docs/decisions/045-invitations-and-company-approval.md): otherwise anyone could
 * open a second account posing as a real clinic. A business ID is public, so saying that it has
 * an account reveals nothing private; one of a company still waiting may be registered again
 * (the operator sees both before approving either).
 */
export const BUSINESS_ID_TAKEN =
  'Tällä Y-tunnuksella on jo asiakastili. Pyydä yrityksesi pääkäyttäjää kutsumaan sinut käyttäjäksi tai ota yhteyttä asiakaspalveluun.'

export async function isApprovedCompanysBusinessId(db: D1Database, businessId: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS taken FROM companies WHERE business_id = ? AND approval_pending = 0 LIMIT 1')
    .bind(businessId.trim())
    .first<{ taken: number }>()
  return row !== null
}
