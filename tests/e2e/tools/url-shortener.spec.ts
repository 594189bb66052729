// URL shortener against the local backend: refused schemes and aliases explained, a short link with QR that
// redirects and counts its click, a taken alias refused; offline, both the tool and /s/<code> say so.
import { expect, test } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { openOfflinePatiently } from './qr-helpers'

const PATH = '/tools/url-shortener'

test('short link with a custom alias redirects, counts clicks and cannot be taken twice', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Target</title><h1>Target reached</h1>' }),
  )
  await page.goto(PATH)
  const longUrl = page.getByLabel('Long link')
  await longUrl.fill('javascript:alert(1)')
  await expect(
    page.getByText('Only http:// and https:// links can be shortened (not javascript:, data: or file:).'),
  ).toBeVisible()
  await longUrl.fill('example.com/diwali-offer?utm_source=shop')
  await page.getByLabel('Custom alias (optional)').fill('Admin')
  await expect(page.getByText('This word is kept for the site. Choose another alias.')).toBeVisible()
  const alias = `diwali-${Date.now().toString(36)}`
  await page.getByLabel('Custom alias (optional)').fill(alias.toUpperCase())
  await page.getByRole('button', { name: 'Shorten' }).click()
  await expect(page.getByTestId('short-link')).toHaveText(
    `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/s/${alias}`,
  )
  await expect(page.getByTestId('short-qr')).toBeVisible()
  await expect(page.getByTestId('my-links')).toContainText(`/s/${alias}`)

  await page.getByLabel('Long link').fill('https://example.com/elsewhere')
  await page.getByRole('button', { name: 'Shorten' }).click()
  await expect(page.getByText('This alias is taken. Choose another one.')).toBeVisible()

  await page.goto(`/s/${alias}`)
  await expect(page).toHaveURL('https://example.com/diwali-offer?utm_source=shop')
  await expect(page.getByRole('heading', { name: 'Target reached' })).toBeVisible()

  await page.goto(PATH)
  await expect(page.getByTestId('my-links')).toContainText('1 click')
  await page.goto('/s/no-such-link-here')
  await expect(page.getByText('This short link does not exist. Check the address.')).toBeVisible()
})

swTest('offline: the tool and a short link both say they need the network', async ({ page, context }) => {
  test.setTimeout(90_000)
  await openOfflinePatiently(page, context, PATH)
  await expect(
    page.getByText('You are offline. Making and opening short links needs the internet'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Shorten' })).toBeDisabled()
  await page.goto('/s/some-code').catch(() => {})
  await expect(page.getByText('You are offline. This short link opens once you are connected.')).toBeVisible()
})
