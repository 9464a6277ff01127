import type { Locator } from '@playwright/test'
import { axeProblems, horizontalOverflow } from './fixtures/a11y.ts'
import { hydrated } from './fixtures/hydration.ts'
import { lastMailIdTo, waitForMailTo } from './fixtures/outbox.ts'
import { loginAs } from './fixtures/session.ts'
import { VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// spec §11, spec §2 /account/permissions: the role selects look like the shop's other selects and
// show whole role names; a role change can be undone; pending invitations are listed with
// "resend" and "cancel", and a cancellation is written to the audit trail; each user's last
// login is shown. The administrator is a fresh copy of demo@ with a company of its own, so the
// seeded clinic is not changed.

/** Whether every option of the select fits in the select's text box, and the select has a chevron. */
function selectLooks(select: Locator) {
  return select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    const cut = [...el.options].map((o) => o.text).filter((text) => context.measureText(text).width > room)
    const box = el.getBoundingClientRect()
    const chevron = [...(el.parentElement?.querySelectorAll('svg') ?? [])].some((svg) => {
      const r = svg.getBoundingClientRect()
      return r.width > 0 && r.left >= box.left + box.width / 2 && r.right <= box.right && r.top >= box.top
    })
    return { cut, chevron, border: parseFloat(style.borderTopWidth) }
  })
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`whole role names in real selects, undo of a role change, pending invitations and last logins (${name})`, async ({
      page,
      freshCustomer,
    }) => {
      test.setTimeout(120_000)
      await loginAs(page, freshCustomer.email, freshCustomer.password)
      await page.goto('/account/permissions')
      const me = page.locator(`[data-testid="company-user"][data-email="${freshCustomer.email}"]`)
      // The login just made is recorded and shown.
      await expect(me.getByTestId('user-last-login')).toHaveText(/^Viimeksi kirjautunut \d{1,2}\.\d{1,2}\.\d{4}/)

      // Invite a requester: listed as a pending invitation with resend and cancel.
      const email = `kutsu-lista-${Date.now().toString(36)}-${viewport.width}@example.fi`
      const form = page.getByTestId('invite-form')
      await hydrated(form)
      await form.getByLabel('Sähköposti').fill(email)
      await form.getByLabel('Etunimi').fill('Kerttu')
      await form.getByLabel('Sukunimi').fill('Kokkonen')
      await form.getByRole('button', { name: 'Lähetä kutsu' }).click()
      const invitee = page.locator(`[data-testid="company-user"][data-email="${email}"]`)
      await expect(invitee).toContainText('Kutsuttu')
      await expect(invitee.getByTestId('user-last-login')).toHaveText('Ei ole vielä kirjautunut')

      // The role select looks like a select and shows whole names.
      const select = invitee.getByRole('combobox')
      const looks = await selectLooks(select)
      expect(looks.cut, 'role names cut short').toEqual([])
      expect(looks.chevron, 'a chevron inside the select').toBe(true)
      expect(looks.border).toBeGreaterThan(0)

      // A role change can be undone.
      await select.selectOption('buyer')
      await invitee.getByRole('button', { name: 'Tallenna rooli' }).click()
      await expect(invitee.getByTestId('user-scopes')).toHaveText('Tilaukset, Ostoslistat, Tilaaminen')
      const undo = invitee.getByRole('button', { name: 'Kumoa' })
      await expect(undo).toBeVisible()
      await undo.click()
      await expect(invitee.getByTestId('user-scopes')).toHaveText('Tilaukset, Ostoslistat')
      await expect(select).toHaveValue('requester')

      // Resend mails a new link.
      const before = lastMailIdTo(email)
      await invitee.getByRole('button', { name: 'Lähetä kutsu uudelleen' }).click()
      const mail = await waitForMailTo(email, before)
      expect(mail.body_text).toContain('token=')
      await expect(page.getByText(`Kutsu on lähetetty uudelleen osoitteeseen ${email}.`)).toBeVisible()
      expect((await axeProblems(page)).severe).toEqual([])
      expect((await horizontalOverflow(page)).overflow).toBeLessThanOrEqual(0)

      // Cancelling asks first, then removes the invitation.
      await invitee.getByRole('button', { name: 'Peru kutsu' }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toContainText(email)
      await dialog.getByRole('button', { name: 'Peru kutsu' }).click()
      await expect(invitee).toHaveCount(0)
      await expect(page.getByTestId('company-user')).toHaveCount(1)

      // The cancellation is in the audit trail: who cancelled whose invitation, and when
      // (docs/decisions/047-audit-trail.md); the invitee's row is gone, so the entry names them.
      const cancelled = page.locator('[data-testid="audit-entry"][data-action="invitation_cancelled"]')
      await expect(cancelled).toHaveCount(1)
      await expect(cancelled).toContainText(`Perui käyttäjän Kerttu Kokkonen (${email}) kutsun`)
      await expect(page.getByTestId('audit-entry').first()).toHaveAttribute('data-action', 'invitation_cancelled')
      expect((await axeProblems(page)).severe).toEqual([])
      await page
        .getByTestId('audit-trail')
        .screenshot({ path: test.info().outputPath(`audit-trail-cancelled-${viewport.width}.png`) })
    })
  })
}
