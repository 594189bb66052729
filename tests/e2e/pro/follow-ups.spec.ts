// Follow-ups from a delivered sale, offline after the first sync: a car sold and delivered to a buyer who reads
// Hindi makes its service and insurance reminders by itself; the service reminder's WhatsApp message is in
// Hindi, addressed to her mobile; a booked call needs its appointment's date, then waits for it; the call list
// reads in Hindi at phone width; back online, the reminders and the call are on the server.
import { expect, test } from '@playwright/test'
import { PASSWORD, signUp, toast, uniqueEmail } from '../auth/auth-helpers'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { addSuv, setUpShowroom, SUV } from './showroom-helpers'
import { expectSynced, indiaToday, serverRows, userToken } from './pro-helpers'

test.use({ serviceWorkers: 'allow' })

test('follow-ups: a delivery makes the reminders; WhatsApp in the customer’s language; a call logged; offline, Hindi, phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  const email = uniqueEmail('followups')
  await signUp(page, email)
  await setUpShowroom(page)
  await addSuv(page)
  await expectSynced(page)
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)

  // A car in stock, sold and delivered to a buyer whose messages go in Hindi.
  await page.goto('/stock?new=opening')
  await page.getByLabel('Variant').selectOption({ label: SUV })
  await page.getByLabel('Chassis no.').fill('MA1NE2ZS5R6A33333')
  await page.getByLabel('Engine / motor no.').fill('ZSR6A33333')
  await page.getByLabel('Colour', { exact: true }).fill('Everest White')
  await page.getByLabel('Cost (₹)').fill('9,80,000')
  await page.getByRole('button', { name: 'Save vehicle' }).click()
  await expect(toast(page, 'Vehicle added to stock.')).toBeVisible()

  await page.goto('/vehicle-invoices?new=1')
  await page.getByRole('combobox', { name: 'Buyer' }).fill('Meena Joshi')
  await page.getByRole('option', { name: /New party “Meena Joshi”/ }).click()
  const partyForm = page.getByTestId('party-form')
  await partyForm.getByLabel('Mobile').fill('98220 33445')
  await partyForm.getByLabel('Address', { exact: true }).fill('4 Karve Road, Pune')
  await partyForm.getByLabel('State', { exact: true }).selectOption('27')
  await partyForm.getByLabel('PAN', { exact: true }).fill('ABCPJ1234F')
  await partyForm.getByText('GST, relation, delivery, credit and language').click()
  await partyForm.getByLabel('Messages in').selectOption('hi')
  await partyForm.getByRole('button', { name: 'Save' }).click()
  await page.getByLabel('Vehicle (chassis)').selectOption({
    label: 'MA1NE2ZS5R6A33333 · Mahindra XUV 3XO AX5 Diesel · Everest White (in stock)',
  })
  await page.getByLabel('Price', { exact: true }).fill('9,50,000')
  await page.getByTestId('invoice-post').click()
  await expect(page.getByTestId('invoice-number')).toHaveText(/^NRINV-/)
  await page.getByTestId('invoice-deliver').click()
  await page.getByLabel('Odometer (km)').fill('12')
  await page.getByTestId('delivery-save').click()
  await expect(toast(page, 'Delivery recorded.')).toBeVisible()

  // Nothing is due today; every open follow-up shows the service and the insurance renewal.
  await page.goto('/workshop/follow-up')
  await expect(page.getByRole('heading', { level: 1, name: 'Follow-ups' })).toBeVisible()
  await page.getByLabel('Show', { exact: true }).selectOption('all_open')
  const list = page.getByTestId('follow-up-list')
  await expect(list.getByText('Insurance renewal')).toBeVisible()
  await expect(list.getByText('Service due')).toBeVisible()
  await list.getByText('Service due').click()

  // The message is in Meena's language, to her number.
  await expect(page.getByTestId('follow-up-customer')).toHaveText('Meena Joshi')
  await expect(page.getByTestId('follow-up-message')).toContainText('नमस्ते Meena Joshi')
  await expect(page.getByTestId('follow-up-message')).toContainText('Om Motors')
  const href = (await page.getByTestId('follow-up-whatsapp').getAttribute('href')) ?? ''
  expect(href.startsWith('https://wa.me/919822033445?text=')).toBe(true)
  expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain('नमस्ते Meena Joshi')

  // A booking needs the appointment's date; with it, the call is logged and the next call waits.
  const form = page.getByTestId('log-call')
  await form.getByLabel('Outcome').selectOption('booked')
  await page.getByTestId('save-call').click()
  await expect(form.getByRole('alert')).toHaveText('Give the appointment’s date.')
  const [y, m, d] = indiaToday().split('-').map(Number)
  const inAWeek = new Date(Date.UTC(y!, m! - 1, d! + 7)).toISOString().slice(0, 10)
  await form.getByLabel('Appointment on').fill(inAWeek)
  await form.getByLabel('Notes').fill('Will come on Saturday morning')
  await page.getByTestId('save-call').click()
  await expect(toast(page, 'Call logged.')).toBeVisible()
  await expect(page.getByTestId('follow-up-calls')).toContainText('Booked')
  await expect(page.getByTestId('follow-up-calls')).toContainText('Will come on Saturday morning')
  await expect(page.locator('[data-bucket]').first()).toHaveText('Call later')

  // The visit: a job card opens with her and her car filled in.
  await page.getByTestId('follow-up-job-card').click()
  await expect(page.getByLabel('Customer name')).toHaveValue('Meena Joshi')
  await expect(page.getByLabel('Chassis no')).toHaveValue('MA1NE2ZS5R6A33333')
  await expect(page.getByLabel('Make and model')).toHaveValue(SUV)

  // The call list in Hindi on a phone.
  await page.getByTestId('language-switch').click()
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/workshop/follow-up?show=all_open')
  await expect(page.getByRole('heading', { level: 1, name: 'फ़ॉलो-अप' })).toBeVisible()
  await expect(page.getByTestId('follow-up-list')).toContainText('बीमा नवीनीकरण')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)

  // Back online: the reminders and the call reach the server.
  const token = await userToken(request, email, PASSWORD)
  await context.setOffline(false)
  await expectSynced(page)
  const rows = await serverRows<{ kind: string; attempts: { outcome: string }[] }>(
    request,
    token,
    'follow_ups?select=kind,attempts',
  )
  expect(rows.map((r) => r.kind).sort()).toEqual(['insurance_renewal', 'service_due'])
  expect(rows.find((r) => r.kind === 'service_due')?.attempts.map((a) => a.outcome)).toEqual(['booked'])
})
