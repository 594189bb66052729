import { expect, test } from '@playwright/test'
import { swTest } from './helpers/service-worker'
import { restAsAdmin } from './admin/backend'
import { gotoReady } from './helpers/ready'
import { waitForServiceWorkerControl } from './pwa/sw-helpers'

type Row = {
  name: string | null
  email: string | null
  message: string
  rating: number | null
  page: string | null
}

test.describe('/feedback', () => {
  test('refuses a message that is too short and a missing rating', async ({ page }) => {
    await gotoReady(page, '/feedback')
    await page.getByLabel('Your feedback').fill('short')
    await page.getByRole('button', { name: 'Send feedback' }).click()
    await expect(page.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible()
    await expect(page.getByText('Write at least 10 characters.')).toBeVisible()
    await expect(page.getByLabel('1 star: Poor')).toBeFocused()
  })

  test('sends at once when online', async ({ page, request }) => {
    const text = `Online feedback ${Date.now()}: the unit converter is great.`
    await gotoReady(page, '/feedback')
    await page.getByLabel('5 stars: Excellent').check({ force: true })
    await page.getByLabel('What is it about?').selectOption('/tools/unit-converter')
    await page.getByLabel('Your feedback').fill(text)
    await page.getByLabel('Your name (optional)').fill('Ravi')
    await page.getByRole('button', { name: 'Send feedback' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you! Your feedback was sent.' })).toBeFocused()
    const rows = await restAsAdmin<Row[]>(
      request,
      'feedback?select=name,email,message,rating,page&order=id.desc&limit=5',
    )
    const row = rows.find((r) => r.message.includes(text))
    expect(row?.name).toBe('Ravi')
    expect(row).toMatchObject({ rating: 5, page: '/tools/unit-converter' })
  })

  swTest(
    'written offline is kept on the device and sent when back online',
    async ({ page, context, request }) => {
      const text = `Offline feedback ${Date.now()}: works without internet.`
      await gotoReady(page, '/feedback')
      await waitForServiceWorkerControl(page)
      await context.setOffline(true)
      await page.getByLabel('4 stars: Very good').check({ force: true })
      await page.getByLabel('Your feedback').fill(text)
      await page.getByRole('button', { name: 'Send feedback' }).click()
      await expect(page.getByRole('heading', { name: 'Saved on this device' })).toBeVisible()
      await expect(page.getByTestId('feedback-result')).toContainText(
        'will be sent automatically when you are online',
      )
      const stored = await page.evaluate(() => localStorage.getItem('autobahi.feedback.outbox') ?? '')
      expect(stored).toContain(text)

      // Reloading offline (served by the service worker) still shows it waiting.
      await page.reload()
      await expect(page.getByTestId('feedback-pending')).toContainText(
        '1 feedback message is saved on this device',
      )

      await context.setOffline(false)
      await expect(page.getByTestId('feedback-pending')).toHaveCount(0)
      expect(await page.evaluate(() => localStorage.getItem('autobahi.feedback.outbox'))).toBe('[]')
      const rows = await restAsAdmin<Row[]>(
        request,
        'feedback?select=name,email,message,rating,page&order=id.desc&limit=5',
      )
      expect(rows.some((r) => r.message === text && r.rating === 4)).toBe(true)
    },
  )
})
