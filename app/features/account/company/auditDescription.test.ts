import { describe, expect, it } from 'vitest'
import type { AuditEntry } from '#contract/schemas/auditTrail'
import { describeAuditEntry } from './auditDescription'

const base = {
  id: 1,
  at: '2026-11-26T10:00:00.000Z',
  actor: { id: 1, name: 'Anna Admin' },
  target_user: { id: 2, name: 'Hilla Hoitaja' },
  request_id: 12,
}
const none = { role: 'custom', role_name: null, scope: [] } as const

describe('describeAuditEntry', () => {
  it('says in Finnish what was done to whom, and what changed from what to what', () => {
    const cases: [AuditEntry, string][] = [
      [
        { ...base, action: 'request_approved', details: { order_number: 'W100123' } },
        'Hyväksyi ostopyynnön #12 (Hilla Hoitaja), tilaus W100123',
      ],
      [
        { ...base, action: 'request_rejected', details: { reason: 'Ensi kuussa' } },
        'Hylkäsi ostopyynnön #12 (Hilla Hoitaja): Ensi kuussa',
      ],
      [
        {
          ...base,
          action: 'request_lines_changed',
          details: {
            lines: [
              { sku: 'A', name: 'Sideharso', from: 4, to: 2 },
              { sku: 'B', name: 'Liuos', from: 2, to: 0 },
            ],
          },
        },
        'Muutti ostopyynnön #12 (Hilla Hoitaja) rivejä: Sideharso 4 → 2 kpl; Liuos poistettu (oli 2 kpl)',
      ],
      [
        {
          ...base,
          action: 'user_role_changed',
          details: {
            from: { role: 'requester', role_name: null, scope: ['orders'] },
            to: { role: 'custom', role_name: 'Laskut', scope: ['invoices'] },
          },
        },
        'Vaihtoi käyttäjän Hilla Hoitaja roolin: Tilauspyytäjä → ”Laskut”',
      ],
      [
        {
          ...base,
          action: 'user_role_changed',
          details: { from: { ...none, scope: ['orders'] }, to: { ...none, scope: ['orders', 'invoices'] } },
        },
        'Vaihtoi käyttäjän Hilla Hoitaja roolin: omat oikeudet (Tilaukset) → omat oikeudet (Tilaukset, Laskut)',
      ],
      [{ ...base, action: 'user_deactivated', details: {} }, 'Poisti käyttäjän Hilla Hoitaja käytöstä'],
      [
        {
          ...base,
          target_user: null,
          action: 'invitation_cancelled',
          details: { email: 'uusi@example.fi', name: 'Uuno Uusi' },
        },
        'Perui käyttäjän Uuno Uusi (uusi@example.fi) kutsun',
      ],
      [
        { ...base, target_user: null, action: 'user_activated', details: {} },
        'Otti käyttäjän poistettu käyttäjä uudelleen käyttöön',
      ],
      [
        {
          ...base,
          action: 'approval_rules_changed',
          details: {
            from: { amount_limit: null, restricted_products: false, monthly_budget: 500 },
            to: { amount_limit: 150, restricted_products: true, monthly_budget: 500 },
          },
        },
        'Muutti hyväksyntäsääntöjä: tilauksen summaraja ei käytössä → 150,00\u00a0€; lääkkeet ja kylmäketjutuotteet hyväksytettävä',
      ],
      [
        {
          ...base,
          action: 'role_updated',
          details: { from: { name: 'Laskut', scope: ['invoices'] }, to: { name: 'Laskutus', scope: ['invoices'] } },
        },
        'Muutti roolia ”Laskut” → ”Laskutus”',
      ],
    ]
    for (const [entry, sentence] of cases) expect(describeAuditEntry(entry)).toBe(sentence)
  })
})
