import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { hashToken, nowSeconds } from './backend/tokens'
import worker from './index'

async function insertToken(name: string, expiresIn: number, maxExpiresIn: number) {
  const now = nowSeconds()
  await env.DB.prepare(
    'INSERT INTO tokens (token_hash, customer_id, created_at, expires_at, max_expires_at) VALUES (?, 1, ?, ?, ?)',
  )
    .bind(await hashToken(name), now - 3600, now + expiresIn, now + maxExpiresIn)
    .run()
}

const remainingTokens = async () =>
  (await env.DB.prepare('SELECT token_hash FROM tokens').all<{ token_hash: string }>()).results.map((r) => r.token_hash)

describe('scheduled housekeeping', () => {
  it('removes idle-expired and capped tokens and keeps live ones', async () => {
    await insertToken('live-token-00000000', 1800, 30_000)
    await insertToken('idle-expired-000000', -1, 30_000)
    await insertToken('capped-token-000000', 1800, -60)

    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '17 3 * * *' }), env, ctx)
    await waitOnExecutionContext(ctx)

    expect(await remainingTokens()).toEqual([await hashToken('live-token-00000000')])
  })
})
