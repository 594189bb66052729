import { expect, test } from '@playwright/test'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

test.describe('install prompt', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 360, height: 740 }, serviceWorkers: 'block' })

  test('iOS Safari gets the Add to Home Screen steps, and a dismissal is remembered', async ({ page }) => {
    await page.goto('/tools/word-counter')
    const card = page.getByRole('region', { name: 'Install AutoBahi' })
    await expect(card).toContainText('Tap Share, then Add to Home Screen.')
    const box = await card.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true)

    await card.getByRole('button', { name: 'Hide the install suggestion' }).focus()
    await page.keyboard.press('Enter')
    await expect(card).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Install AutoBahi' })).toHaveCount(0)
  })

  test('speaks Hindi when the app is in Hindi', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('autobahi.lang', 'hi'))
    await page.goto('/')
    const card = page.getByRole('region', { name: 'AutoBahi इंस्टॉल करें' })
    await expect(card).toContainText('Share बटन दबाएँ, फिर Add to Home Screen चुनें।')
  })

  test('is not shown when already running as an installed app', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Install AutoBahi' })).toHaveCount(0)
  })
})

test('Chromium: the captured beforeinstallprompt is offered and used once', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Install AutoBahi' })).toHaveCount(0)
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        ;(window as unknown as { prompted: number }).prompted = 1
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    })
    window.dispatchEvent(event)
  })
  const card = page.getByRole('region', { name: 'Install AutoBahi' })
  await expect(card).toContainText('Open the tools from your home screen, even without internet.')
  await page.screenshot({ path: test.info().outputPath('install-card.png') })
  await card.getByRole('button', { name: 'Install', exact: true }).click()
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1)
  await expect(card).toHaveCount(0)
})
