// Issue 19, the one register: the customers list filtered with the filter in the address (a reload keeps it,
// Back undoes it), totals of what is shown, the active row moved by arrow keys and opened with Enter, an Excel
// file of exactly what is shown, and cards at phone width — in Hindi.
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { signUp, uniqueEmail } from '../auth/auth-helpers'

test('register: filters in the address, keyboard rows, Excel of what is shown, phone cards (Hindi)', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('register'))
  await page.goto('/customers')
  await page.getByRole('button', { name: 'Import CSV' }).click()
  await page.getByTestId('import-file').setInputFiles({
    name: 'parties.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'name,mobile,kind,state code,opening balance\n' +
        'Sharma Autos,9000000001,supplier,27,1500\n' +
        'Verma Motors,9000000002,customer,27,-250.50\n' +
        'Anita Singh,9000000003,customer,09,1000\n',
    ),
  })
  await page.getByRole('button', { name: 'Import 3 rows' }).click()
  await expect(page.getByTestId('party-count')).toHaveText('3 parties')

  await page.getByTestId('language-switch').click()
  const count = page.getByTestId('party-count')
  await expect(count).toHaveText('3 पार्टियाँ')
  // 1,500 + 1,000 − 250.50 owed to the dealer.
  await expect(page.getByTestId('register-total-opening_balance')).toContainText('₹2,249.50 नाम')

  // A filter goes into the address and survives a reload.
  await page.getByTestId('party-kind-filter').selectOption('customer')
  await expect(page).toHaveURL(/\/customers\?kind=customer$/)
  await expect(count).toHaveText('3 में से 2')
  await expect(page.getByTestId('register-total-opening_balance')).toContainText('₹749.50 नाम')
  // The summary is a polite live region, quiet (busy) only while the filters are still changing.
  const summary = page.getByRole('status').filter({ has: count })
  await expect(summary).toHaveAttribute('aria-live', 'polite')
  await expect(summary).toHaveAttribute('aria-busy', 'false')
  await page.reload()
  await expect(page.getByTestId('party-kind-filter')).toHaveValue('customer')
  await expect(count).toHaveText('3 में से 2')

  // Keyboard: the grid takes focus on its first row; ArrowDown moves on, End/Home jump, Enter opens.
  const grid = page.getByRole('grid', { name: 'ग्राहक और पार्टियाँ' })
  await grid.focus()
  const active = grid.locator('[role="row"][aria-selected="true"]')
  await expect(active).toContainText('Anita Singh')
  await page.keyboard.press('ArrowDown')
  await expect(active).toContainText('Verma Motors')
  await expect(grid).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? 'missing')
  await page.keyboard.press('Home')
  await expect(active).toContainText('Anita Singh')
  await page.keyboard.press('End')
  await expect(active).toContainText('Verma Motors')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'पार्टी बदलें' })
  await expect(dialog.getByLabel('नाम')).toHaveValue('Verma Motors')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // Typing replaces the address entry; Back then undoes the filter as a whole.
  await page.keyboard.press('/')
  await expect(page.getByTestId('party-search')).toBeFocused()
  await page.keyboard.type('verma')
  await expect(page).toHaveURL(/\/customers\?kind=customer&q=verma$/)
  await expect(count).toHaveText('3 में से 1')
  await page.goBack()
  await expect(page).toHaveURL(/\/customers$/)
  await expect(count).toHaveText('3 पार्टियाँ')
  await expect(page.getByTestId('party-search')).toHaveValue('')
  await page.goForward()
  await expect(page.getByTestId('party-search')).toHaveValue('verma')
  await expect(count).toHaveText('3 में से 1')

  // Excel of what is shown: one party, its balance a number, not text.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel निर्यात करें' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^parties-\d{2}-\d{2}-\d{4}\.xlsx$/)
  const files = unzipSync(new Uint8Array(await readFile(await download.path())))
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!)
  const strings = strFromU8(files['xl/sharedStrings.xml']!)
  expect(strings).toContain('Verma Motors')
  expect(strings).not.toContain('Sharma Autos')
  expect(strings).toContain('प्रारंभिक शेष (₹)')
  expect(sheet).toMatch(/<c r="F2"(?![^>]*\bt=)[^>]*><v>-250\.5<\/v>/)

  // A phone shows the same rows as cards; a tap opens one.
  await page.setViewportSize({ width: 360, height: 740 })
  await expect(grid).toHaveCount(0)
  const card = page.getByTestId('register-card')
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('Verma Motors')
  await expect(card).toContainText('₹250.50 जमा')
  await expect(card).toContainText('ग्राहक')
  await card.click()
  await expect(dialog.getByLabel('नाम')).toHaveValue('Verma Motors')
})

test('register: Excel of a long list is made in our sheets worker (not a blob: worker, which the CSP refuses)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUp(page, uniqueEmail('register-big'))
  await page.goto('/customers')
  await page.getByRole('button', { name: 'Import CSV' }).click()
  // 1,500 parties make a sheet far over the 160 KB from which the zip library would use a worker.
  const lines = ['name,mobile,opening balance']
  for (let i = 0; i < 1_500; i++) lines.push(`Party ${i} Kumar,9${String(i).padStart(9, '0')},${i}`)
  await page.getByTestId('import-file').setInputFiles({
    name: 'parties.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  })
  await page.getByRole('button', { name: 'Import 1,500 rows' }).click()
  await expect(page.getByTestId('party-count')).toHaveText('1,500 parties', { timeout: 60_000 })
  // 0 + 1 + … + 1,499 rupees.
  await expect(page.getByTestId('register-total-opening_balance')).toContainText('₹11,24,250.00 Dr')
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ])
  const files = unzipSync(new Uint8Array(await readFile(await download.path())))
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!)
  expect(sheet.length).toBeGreaterThan(160_000)
  expect(sheet).toContain('<row r="1501">')
})
