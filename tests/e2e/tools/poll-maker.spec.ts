// Poll maker against the local backend: a poll shared by link, one vote per device, results live in another
// browser; offline, sharing is refused in words and a show of hands is counted on the device.
import { expect, test } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { openOfflinePatiently } from './qr-helpers'

const PATH = '/tools/poll-maker'

test('shared poll: checked draft, link and QR, one vote per device, live results in another browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await page.goto(PATH)
  await page.getByRole('button', { name: 'Create and share online' }).click()
  await expect(page.getByText('Write the question.')).toBeVisible()
  await expect(page.getByText('Give at least two options.')).toBeVisible()
  await page.getByLabel('Question').fill('Which day for the free service camp?')
  await page.getByLabel('Option 1', { exact: true }).fill('Saturday')
  await page.getByLabel('Option 2', { exact: true }).fill('saturday ')
  await expect(page.getByText('This option is already in the list.')).toBeVisible()
  await page.getByLabel('Option 2', { exact: true }).fill('Sunday')
  await page.getByRole('button', { name: 'Add an option' }).click()
  await page.getByLabel('Option 3', { exact: true }).fill('Either')
  await page.getByRole('button', { name: 'Create and share online' }).click()
  await expect(page.getByRole('heading', { name: 'Your poll is live' })).toBeVisible()
  const link = (await page.getByTestId('poll-link').textContent())!
  expect(link).toMatch(/\/tools\/poll-maker\?p=[A-Za-z0-9]{12}$/)
  await expect(page.getByTestId('poll-qr')).toBeVisible()

  await page.getByRole('link', { name: 'Open the poll' }).click()
  await expect(page.getByRole('heading', { name: 'Which day for the free service camp?' })).toBeVisible()
  await page.getByRole('button', { name: 'Vote' }).click()
  await expect(page.getByText('Pick an option first.')).toBeVisible()
  await page.getByRole('radio', { name: 'Sunday' }).check()
  await page.getByRole('button', { name: 'Vote' }).click()
  await expect(page.getByTestId('poll-voters')).toContainText('1 voter')
  await expect(page.getByTestId('poll-count-1')).toHaveText('1 vote · 100%')

  // Another device votes; the first sees it live, without reloading.
  const other = await browser.newContext()
  const second = await other.newPage()
  await second.goto(link)
  await second.getByRole('radio', { name: 'Saturday' }).check()
  await second.getByRole('button', { name: 'Vote' }).click()
  await expect(second.getByTestId('poll-voters')).toContainText('2 voters')
  await expect(page.getByTestId('poll-voters')).toContainText('2 voters')
  await expect(page.getByTestId('poll-count-0')).toHaveText('1 vote · 50%')
  await other.close()

  // This device already voted: a reload shows its vote and no ballot.
  await page.reload()
  await expect(page.getByTestId('poll-results')).toContainText('Sunday(your vote)')
  await expect(page.getByRole('button', { name: 'Vote' })).toHaveCount(0)
})

swTest(
  'offline: sharing says it needs the network; a show of hands is counted on the device',
  async ({ page, context }) => {
    test.setTimeout(90_000)
    await openOfflinePatiently(page, context, PATH)
    await expect(
      page.getByText(
        'You are offline. Sharing a poll needs the internet; you can still count a show of hands',
      ),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create and share online' })).toBeDisabled()
    await page.getByLabel('Question').fill('Tea or coffee?')
    await page.getByLabel('Option 1', { exact: true }).fill('Tea')
    await page.getByLabel('Option 2', { exact: true }).fill('Coffee')
    await page.getByRole('button', { name: 'Count a show of hands here' }).click()
    const addTea = page.getByRole('button', { name: 'Add one to Tea' })
    await addTea.click()
    await addTea.click()
    await page.getByRole('button', { name: 'Add one to Coffee' }).click()
    await page.getByRole('button', { name: 'Take one from Coffee' }).click()
    await page.getByRole('button', { name: 'Take one from Coffee' }).click()
    await expect(page.getByTestId('poll-count-0')).toHaveText('2 votes · 100%')
    await expect(page.getByTestId('poll-count-1')).toHaveText('0 votes · 0%')

    await page.goto(`${PATH}?p=AbCdEf234567`).catch(() => {})
    await expect(page.getByText('You are offline. Open this poll again when you are connected')).toBeVisible()
  },
)
