// Issue 4's end-to-end checks of the local-first data layer: work offline through a reload, see the changes
// waiting, reach the server exactly once when back online, warn before signing out with unsent work, and
// show another device's change live.
import { expect, test, type Page } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { signInAs } from '../admin/accounts'
import { PASSWORD, signUp, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { currentUserId, updateUserAsAdmin } from '../auth/backend'
import { expectSynced, grantPro, serverRows, userToken } from './pro-helpers'

const AUTH_STORAGE_KEY = 'sb-autobahi-auth-token'

async function addParty(page: Page, name: string, mobile: string) {
  await page.getByTestId('new-party').click()
  const form = page.getByTestId('party-form')
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Mobile').fill(mobile)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toBeHidden()
}

test.describe('offline-first data', () => {
  swTest(
    'a customer made offline survives a reload, waits, and reaches the server once when online',
    async ({ page, context, request }) => {
      const email = uniqueEmail('offline-data')
      await signUp(page, email)
      await grantPro(page, request)
      await page.goto('/customers')
      await expect(page.getByRole('heading', { level: 1, name: 'Customers and parties' })).toBeVisible()
      await expectSynced(page)
      await waitForServiceWorkerControl(page)

      await context.setOffline(true)
      await addParty(page, 'Offline Motors', '98765 43210')
      // A bad GSTIN is refused next to the field, nothing saved.
      await page.getByTestId('new-party').click()
      await page.getByTestId('party-form').getByLabel('Name').fill('Bad GST Traders')
      await page.getByTestId('party-form').getByLabel('GSTIN').fill('27AAPFU0939F1ZW')
      await page.getByTestId('party-form').getByRole('button', { name: 'Save' }).click()
      await expect(page.getByTestId('party-form').getByLabel('GSTIN')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByTestId('error-summary')).toContainText('GSTIN: This is not a valid GSTIN')
      await page.getByTestId('party-form').getByRole('button', { name: 'Cancel' }).click()

      await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'offline')
      await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '1')
      await page.reload()
      await expect(page.getByText('Offline Motors')).toBeVisible()
      await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '1')

      // Signing out now warns that one change has not reached the server.
      await page.getByRole('button', { name: /Account menu/ }).click()
      await page.getByRole('menuitem', { name: 'Sign out' }).click()
      await expect(page.getByTestId('sign-out-warning')).toContainText(
        '1 change on this device has not reached',
      )
      await page.getByRole('button', { name: 'Stay signed in' }).click()

      await context.setOffline(false)
      await expectSynced(page)
      const token = await userToken(request, email, PASSWORD)
      const rows = await serverRows<{ name: string; mobile: string; rev: number }>(
        request,
        token,
        'parties?select=name,mobile,rev',
      )
      expect(rows).toEqual([{ name: 'Offline Motors', mobile: '9876543210', rev: 1 }])
    },
  )

  swTest(
    'restarted offline with an expired session, it signs in again and syncs within seconds of the network (phone, Hindi)',
    async ({ page, context, request }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width: 360, height: 740 })
      const email = uniqueEmail('reauth')
      await signUp(page, email)
      await grantPro(page, request)
      await page.goto('/customers')
      await expectSynced(page)
      await waitForServiceWorkerControl(page)

      // The tablet was off for longer than the token lives: it starts offline with an expired session.
      await context.setOffline(true)
      await page.evaluate((key) => {
        const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at?: number }
        stored.expires_at = Math.floor(Date.now() / 1000) - 3600
        localStorage.setItem(key, JSON.stringify(stored))
      }, AUTH_STORAGE_KEY)
      // A page clock that can jump: supabase-js backs off for ~25 s while offline, the test need not wait.
      await page.clock.install()
      await page.reload()
      // At once from this device's copy, not after supabase-js's ~25 s of refresh attempts.
      await expect(page.getByRole('heading', { level: 1, name: 'Customers and parties' })).toBeVisible()
      await addParty(page, 'Reconnect Motors', '98765 43210')
      const badge = page.getByTestId('sync-indicator')
      await expect(badge).toHaveAttribute('data-pending', '1')
      await page.getByTestId('language-switch').click()
      // Those attempts end, and supabase-js holds the failed refresh for 60 s: the state the app must get past.
      await page.clock.fastForward('00:30')
      await expect(badge).toHaveAttribute('data-state', 'offline')
      await expect(page.getByTestId('offline-banner')).toContainText('आप ऑफ़लाइन हैं')

      // From the moment the network is back, neither the badge nor the banner may say "offline".
      await page.evaluate(() => {
        const w = window as unknown as { offlineWhileOnline: string[] }
        w.offlineWhileOnline = []
        const sample = () => {
          const state = document.querySelector('[data-testid="sync-indicator"]')?.getAttribute('data-state')
          const banner = document.querySelector('[data-testid="offline-banner"]') !== null
          if (navigator.onLine && (state === 'offline' || banner)) {
            w.offlineWhileOnline.push(`${state ?? 'no badge'}${banner ? ' + banner' : ''}`)
          }
        }
        window.addEventListener('online', () => requestAnimationFrame(sample))
        new MutationObserver(sample).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['data-state'],
        })
      })
      const token = await userToken(request, email, PASSWORD)
      await context.setOffline(false)
      const back = Date.now()
      await expect
        .poll(() => serverRows(request, token, 'parties?select=name'), { timeout: 10_000, intervals: [200] })
        .toEqual([{ name: 'Reconnect Motors' }])
      test.info().annotations.push({ type: 'synced after reconnect', description: `${Date.now() - back} ms` })
      await expect(badge).toHaveAttribute('data-pending', '0')
      await expect(badge).toHaveAttribute('data-state', 'synced')
      await expect(badge).toHaveAccessibleName(/सिंक हो गया/)
      expect(
        await page.evaluate(() => (window as unknown as { offlineWhileOnline: string[] }).offlineWhileOnline),
      ).toEqual([])
    },
  )

  test('a second device sees new customers live (typed and imported from CSV), and search finds them', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('live')
    await signUp(page, email)
    await grantPro(page, request)
    await page.goto('/customers')
    await expectSynced(page)

    const other = await browser.newContext()
    const page2 = await other.newPage()
    await signInAs(page2, email, PASSWORD)
    await page2.goto('/customers')
    await expectSynced(page2)

    await addParty(page, 'Live Wheels', '9123456780')
    await expect(page2.getByText('Live Wheels')).toBeVisible({ timeout: 5_000 })

    // CSV import: a preview with the bad row's error, then only the good rows saved (and seen live).
    await page.getByRole('button', { name: 'Import CSV' }).click()
    await page.getByTestId('import-file').setInputFiles({
      name: 'parties.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'name,mobile,gstin\nSharma Autos,9000000001,\nBad Mobile,12345,\nVerma Traders,,27AAPFU0939F1ZV\n',
      ),
    })
    await expect(page.getByTestId('import-preview')).toContainText('2 rows ready, 1 with errors')
    await expect(page.getByTestId('import-errors')).toContainText(
      'Row 3: Mobile: Enter a 10-digit Indian mobile',
    )
    await page.getByRole('button', { name: 'Import 2 rows' }).click()
    await expect(page.getByTestId('party-count')).toHaveText('3 parties')
    await expect(page2.getByTestId('party-count')).toHaveText('3 parties', { timeout: 5_000 })
    await page2.getByTestId('party-search').fill('91234')
    await expect(page2.getByTestId('party-count')).toHaveText('1 of 3')
    await expect(page2.getByText('Live Wheels')).toBeVisible()
    await other.close()
  })

  swTest(
    'a booking and a job card made offline survive a reload, print, and reach the server',
    async ({ page, context, request }) => {
      test.setTimeout(150_000)
      const email = uniqueEmail('offline-all')
      await signUp(page, email)
      await grantPro(page, request)
      await page.goto('/bookings')
      await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible()
      await expectSynced(page)
      await waitForServiceWorkerControl(page)
      await context.setOffline(true)

      await page.getByRole('link', { name: 'New booking' }).click()
      await page.getByRole('combobox', { name: 'Customer' }).fill('Meena Sharma')
      await page.getByRole('option', { name: /New party “Meena Sharma”/ }).click()
      await page.getByTestId('party-form').getByLabel('Mobile').fill('9812345678')
      await page.getByTestId('party-form').getByRole('button', { name: 'Save' }).click()
      await expect(page.getByTestId('party-picker-value')).toContainText('Meena Sharma')
      await page.getByLabel('Model').fill('Activa')
      await page.getByLabel('Variant').fill('DLX')
      await page.getByLabel('Colour').fill('Red')
      await page.getByLabel('Amount received (₹)').fill('5,000')
      await page.getByRole('button', { name: 'Save booking' }).click()
      await expect(page.getByTestId('booking-title')).toHaveText(/^RV[0-9A-Z]{3}\/\d{4}\/0001$/)

      await page.goto('/workshop/job-card')
      await page.getByRole('link', { name: 'New job card' }).click()
      await page.getByLabel('Registration no').fill('UP32 AB 1234')
      await page.getByLabel('Customer name').fill('Meena Sharma')
      await page.getByLabel('Odometer (km)').fill('500')
      await page.getByLabel('Complaint 1').fill('First free service')
      await page.getByRole('button', { name: 'Open job card' }).click()
      const heading = page.getByRole('heading', { level: 1, name: /Job card JC[0-9A-Z]{3}\/\d{4}\/0001/ })
      await expect(heading).toBeVisible()

      await page.reload()
      await expect(heading).toBeVisible()
      await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '3')
      await page.getByTestId('print-link').click()
      // The print is a PDF made on the device, offline too.
      await expect(page.getByTestId('print-job-no')).toHaveText(/^JC[0-9A-Z]{3}\/\d{4}\/0001$/)
      await expect(page.getByTestId('pdf-preview')).toBeVisible()
      await page.goBack()

      await context.setOffline(false)
      await expectSynced(page)
      const token = await userToken(request, email, PASSWORD)
      expect(await serverRows(request, token, 'parties?select=name')).toEqual([{ name: 'Meena Sharma' }])
      expect(await serverRows(request, token, 'bookings?select=customer_name,model,amount,status')).toEqual([
        { customer_name: 'Meena Sharma', model: 'Activa', amount: 500_000, status: 'booked' },
      ])
      expect(await serverRows(request, token, 'job_cards?select=reg_no,odometer,status')).toEqual([
        { reg_no: 'UP32AB1234', odometer: 500, status: 'open' },
      ])
    },
  )

  test('a page closed in the middle of a push: reopened, the record is on the server exactly once', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('half-push')
    await signUp(page, email)
    await grantPro(page, request)
    await page.goto('/customers')
    await expectSynced(page)
    let reached!: () => void
    const reachedServer = new Promise<void>((resolve) => (reached = resolve))
    // The server applies the batch, and the page is gone before it hears back.
    await page.route('**/rest/v1/rpc/push_parties', async (route) => {
      await route.fetch()
      reached()
    })
    await addParty(page, 'Half Way Motors', '9811111111')
    await reachedServer
    await page.close()

    const again = await context.newPage()
    await again.goto('/customers')
    await expect(again.getByText('Half Way Motors')).toBeVisible()
    await expectSynced(again)
    const token = await userToken(request, email, PASSWORD)
    expect(await serverRows(request, token, 'parties?select=name')).toEqual([{ name: 'Half Way Motors' }])
  })

  test('a change the server refuses is held with the reason, then sent once the account is extended (phone, Hindi)', async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const email = uniqueEmail('held')
    await signUp(page, email)
    await grantPro(page, request)
    await page.goto('/customers')
    await expectSynced(page)
    const userId = await currentUserId(page)

    // Written offline while the account was valid; its validity ends before the tablet is back online.
    await context.setOffline(true)
    await addParty(page, 'Late Motors', '98765 43210')
    await updateUserAsAdmin(request, userId, { app_valid_till: '2024-03-31' })
    await context.setOffline(false)
    const badge = page.getByTestId('sync-indicator')
    await expect(badge).toHaveAttribute('data-state', 'held', { timeout: 15_000 })
    await expect(badge).toHaveAttribute('data-pending', '1')
    await page.getByTestId('language-switch').click()
    await badge.click()
    await expect(page.getByTestId('sync-problem')).toContainText('आपका खाता केवल पढ़ने के लिए है')
    await expect(page.getByTestId('sync-problem')).toContainText('1 बदलाव')
    await page.keyboard.press('Escape')
    const token = await userToken(request, email, PASSWORD)
    expect(await serverRows(request, token, 'parties?select=name')).toEqual([])

    // The admin extends the account: the held change goes by itself, nothing lost.
    await updateUserAsAdmin(request, userId, { app_valid_till: '2030-03-31' })
    await expectSynced(page)
    expect(await serverRows(request, token, 'parties?select=name')).toEqual([{ name: 'Late Motors' }])
  })
})
