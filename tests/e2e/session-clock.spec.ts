import type { Page, Request } from '@playwright/test'
import { SESSION_EXPIRES_HEADER } from '../../contract/schemas/common.ts'
import { demoClinic } from './fixtures/accounts.ts'
import { pageHydrated } from './fixtures/hydration.ts'
import { loginAs } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'

// spec §4/§7/§8/§9 on Playwright's fake clock: the keep-alive every 45 minutes keeps a customer
// logged in, and once the stored expiry (localStorage token.exp) passes, the auto-logout message
// shows and the browser goes to the login page 6 s later.

const KEEP_ALIVE_MS = 2_700_000
const EXPIRED_REDIRECT_MS = 6000
/** How often the session keeper compares the stored expiry with the clock. */
const EXPIRY_CHECK_MS = 5000
const AUTO_LOGOUT = 'Istuntosi on vanhentunut turvallisuussyistä. Kirjaudu sisään uudelleen.'

const isKeepAlive = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/api/core/topmenu'

/**
 * Only the page's clock is fake: the server issues expiries in real time, which barely moves
 * while the page jumps hours ahead. So that the stored expiry follows the sliding session as it
 * would in real life, the keep-alive's answer is shifted by how far the page's clock is ahead
 * (the keep-alive answers without cookies, so passing its headers on is lossless). `offline`
 * makes the keep-alive fail to reach the shop instead. The page records the fake time of every
 * GET /api/core/topmenu it makes, so the tests can tell when each keep-alive went out.
 */
async function fakeClockSession(page: Page) {
  const state = { pageNow: Date.now(), offline: false }
  await page.addInitScript(() => {
    const calls: number[] = []
    Object.defineProperty(window, '__topMenuCalls', { value: calls })
    const fetchNow = window.fetch.bind(window)
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
      if (url.pathname === '/api/core/topmenu') calls.push(Date.now())
      return fetchNow(input, init)
    }
  })
  await page.clock.install()
  await page.route('**/api/core/topmenu', async (route) => {
    if (state.offline) return route.abort('internetdisconnected')
    const response = await route.fetch()
    const exp = Number(response.headers()[SESSION_EXPIRES_HEADER.toLowerCase()])
    if (!exp) return route.fulfill({ response })
    const shifted = String(exp + Math.round((state.pageNow - Date.now()) / 1000))
    return route.fulfill({ response, headers: { ...response.headers(), [SESSION_EXPIRES_HEADER]: shifted } })
  })
  const now = () => page.evaluate(() => Date.now())
  return {
    state,
    now,
    /** Stops the page's clock following real time: from here on only runFor moves it. */
    async pause() {
      state.pageNow = (await now()) + 1000
      await page.clock.pauseAt(state.pageNow)
    },
    /** Moves the paused clock on, firing every timer due on the way. */
    async runFor(ms: number) {
      state.pageNow += ms
      await page.clock.runFor(ms)
    },
    /** Fake times of the page's GET /api/core/topmenu calls at or after `since`. */
    topMenuCallsSince(since: number) {
      return page.evaluate(
        (from) => (Reflect.get(window, '__topMenuCalls') as number[]).filter((at) => at >= from),
        since,
      )
    },
  }
}

/**
 * Loads `path` and waits until the session keeper runs on it (it stores the expiry once it has
 * mounted, so the expiry is removed first), until the whole page has hydrated and until its reads
 * have answered. Only then may the clock be paused: hydration waits on timers, and a boundary
 * hydrated after a jump of the clock renders other times than the server did, fails to hydrate
 * and mounts the tree again, session keeper included.
 */
async function openWithSessionKeeper(page: Page, path: string): Promise<void> {
  await page.evaluate(() => window.localStorage.removeItem('token.exp'))
  await page.goto(path)
  await expect.poll(() => storedExpiry(page), { message: 'the session keeper stores the expiry' }).toBeGreaterThan(0)
  await pageHydrated(page)
  await page.waitForLoadState('networkidle')
}

const storedExpiry = (page: Page) => page.evaluate(() => Number(window.localStorage.getItem('token.exp')))

test.describe('the session on a fake clock', () => {
  test('the keep-alive calls the top menu every 45 minutes and keeps the customer logged in', async ({ page }) => {
    const clock = await fakeClockSession(page)
    await loginAs(page, demoClinic.email, demoClinic.password)
    await openWithSessionKeeper(page, '/account/order')
    await clock.pause()
    const start = await clock.now()
    const firstExpiry = await storedExpiry(page)
    expect(firstExpiry * 1000).toBeGreaterThan(start)

    // The first keep-alive goes out within 45 minutes of the page load (its timer started there).
    const answered = page.waitForResponse((response) => isKeepAlive(response.request()))
    await clock.runFor(KEEP_ALIVE_MS)
    expect((await answered).ok()).toBe(true)
    const [first, ...others] = await clock.topMenuCallsSince(start)
    expect(others, 'one call in 45 minutes').toEqual([])
    expect(first).toBeGreaterThan(start)

    // The next one exactly 45 minutes after it: nothing a millisecond before.
    await clock.runFor((first as number) + KEEP_ALIVE_MS - 1 - (await clock.now()))
    expect(await clock.topMenuCallsSince(start)).toEqual([first])
    const answeredAgain = page.waitForResponse((response) => isKeepAlive(response.request()))
    await clock.runFor(1)
    expect((await answeredAgain).ok()).toBe(true)
    expect(await clock.topMenuCallsSince(start)).toEqual([first, (first as number) + KEEP_ALIVE_MS])

    // The stored expiry slid with the keep-alive's answers and is still ahead of the clock.
    await expect.poll(() => storedExpiry(page)).toBeGreaterThan(firstExpiry)
    expect((await storedExpiry(page)) * 1000).toBeGreaterThan(await clock.now())

    // Over 90 minutes on, well past the 60-minute idle timeout of one token: still logged in.
    expect((await clock.now()) - start).toBeGreaterThan(2 * KEEP_ALIVE_MS - 60_000)
    await clock.runFor(EXPIRY_CHECK_MS)
    await expect(page.getByTestId('account-initials')).toBeVisible()
    await expect(page.getByText(AUTO_LOGOUT)).toHaveCount(0)
    await expect(page).toHaveURL('/account/order')
    expect((await page.request.get('/api/auth/user')).status(), 'the server session is alive').toBe(200)
  })

  test('when the stored expiry passes, the auto-logout message shows and 6 s later the login page', async ({
    page,
  }) => {
    const clock = await fakeClockSession(page)
    await loginAs(page, demoClinic.email, demoClinic.password)
    await openWithSessionKeeper(page, '/account/order')
    await clock.pause()

    // The keep-alive no longer reaches the shop (a lost connection), so nothing slides the expiry.
    clock.state.offline = true
    const expiry = await storedExpiry(page)
    const untilExpired = expiry * 1000 - (await clock.now())
    expect(untilExpired).toBeGreaterThan(0)

    // Just before the expiry: nothing happens.
    await clock.runFor(untilExpired - 1000)
    await expect(page.getByText(AUTO_LOGOUT)).toHaveCount(0)
    await expect(page.getByTestId('account-initials')).toBeVisible()

    // The next check after it: the message, the stored expiry removed, still on the page.
    await clock.runFor(1000 + EXPIRY_CHECK_MS)
    await expect(page.getByText(AUTO_LOGOUT)).toBeVisible()
    expect(await page.evaluate(() => window.localStorage.getItem('token.exp'))).toBeNull()
    await expect(page).toHaveURL('/account/order')

    // The buyer clicks on while the message shows: the read's answer (the server's clock is real,
    // so it still knows the session) must not bring the ending session's expiry back.
    const read = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/customer/deliveries')
    await page.getByRole('navigation', { name: 'Oman tilin sivut' }).getByRole('link', { name: 'Toimitukset' }).click()
    expect((await read).ok()).toBe(true)
    await expect(page).toHaveURL('/account/delivery')
    expect(await page.evaluate(() => window.localStorage.getItem('token.exp'))).toBeNull()

    // 6000 ms after the message: the login page, with the way back to the orders. The switch to the
    // guest waits for the query client's next tick (docs/decisions/061-home-desk-and-session-switch.md),
    // a timer too, so the paused clock moves on in small steps until the page has gone.
    await clock.runFor(EXPIRED_REDIRECT_MS)
    await expect
      .poll(async () => {
        await clock.runFor(50)
        return new URL(page.url()).pathname + new URL(page.url()).search
      })
      .toBe('/account/login?redirect=%2Faccount%2Forder')
    await expect(page.getByRole('heading', { name: 'Kirjaudu sisään', level: 1 })).toBeVisible()
  })
})
