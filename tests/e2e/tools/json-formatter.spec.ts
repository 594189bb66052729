import { expect, test } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'
import { tabTo } from './keyboard'

test.describe('JSON formatter, by keyboard', () => {
  // Offline checks wait for the service worker to precache the whole app: slow on a busy machine.
  test.describe.configure({ timeout: 90_000 })

  test('points at an error, formats with sorted keys, browses the tree and converts to CSV', async ({
    page,
  }) => {
    await page.goto('/tools/json-formatter')
    const input = page.getByLabel('JSON', { exact: true })
    await tabTo(page, input)
    await input.fill('{\n  "b": [1, {"z": true}],\n  "a": "x",\n}')
    await tabTo(page, page.getByRole('button', { name: 'Validate' }))
    await page.keyboard.press('Enter')

    const error = page.getByTestId('json-error')
    await expect(error).toContainText('Not valid JSON: line 3, column 11')
    await expect(error).toContainText('A comma before a closing bracket')
    await expect(error.locator('mark')).toHaveText(',')
    await error.getByRole('button', { name: 'Show the spot in the text box' }).click()
    await expect(input).toBeFocused()
    expect(await input.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual([
      37, 38,
    ])

    await page.keyboard.press('Delete')
    await tabTo(page, page.getByRole('radio', { name: '2 spaces' }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: '4 spaces' })).toBeChecked()
    await tabTo(page, page.getByRole('checkbox', { name: 'Sort keys A–Z' }))
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('button', { name: 'Format' }))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('json-status')).toHaveText('Valid JSON: 6 values, nested 3 deep.')
    expect(await page.getByTestId('json-output').textContent()).toBe(
      '{\n    "a": "x",\n    "b": [\n        1,\n        {\n            "z": true\n        }\n    ]\n}',
    )

    // The tree: root open, then into "b" and its second item by arrow keys.
    const tree = page.getByRole('tree', { name: 'Tree view' })
    await tabTo(page, tree.getByRole('treeitem').first())
    await expect(tree.getByRole('treeitem')).toHaveCount(3)
    // The tree keeps the document's order ("b" first); sorting is for the written result.
    await page.keyboard.press('ArrowDown')
    await expect(page.getByTestId('json-path')).toHaveText('$.b')
    await page.keyboard.press('ArrowRight')
    await expect(tree.getByRole('treeitem')).toHaveCount(5)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByTestId('json-path')).toHaveText('$.b[1]')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByTestId('json-path')).toHaveText('$.b[1].z')
    await expect(tree.getByRole('treeitem', { selected: true })).toHaveAttribute('aria-level', '4')
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByTestId('json-path')).toHaveText('$.b[1]')

    await input.fill('[{"id": 1, "addr": {"city": "Pune"}}, {"id": 2, "name": "राम, श्याम"}]')
    await tabTo(page, page.getByRole('button', { name: 'JSON to CSV' }))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('json-status')).toHaveText('CSV ready: 2 rows, 3 columns.')
    expect(await page.getByTestId('json-output').textContent()).toBe(
      'id,addr.city,name\r\n1,Pune,\r\n2,,"राम, श्याम"\r\n',
    )
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download .csv' }).click()
    expect((await download).suggestedFilename()).toBe('data-table.csv')

    // Hindi: the same error in the user's language.
    await input.fill('{"a": True}')
    await page.getByTestId('language-switch').click()
    await page.getByRole('button', { name: 'जाँचें' }).click()
    await expect(page.getByTestId('json-error')).toContainText('JSON सही नहीं है: पंक्ति 1, कॉलम 7')
    await expect(page.getByTestId('json-error')).toContainText('“True” JSON मान नहीं है')
  })

  swTest(
    'works offline on a 20 MB file without freezing the page, and cancels',
    async ({ page, context }) => {
      test.setTimeout(120_000)
      await page.goto('/')
      await waitForServiceWorkerControl(page)
      await context.setOffline(true)
      const response = await page.goto('/tools/json-formatter')
      expect(response?.fromServiceWorker()).toBe(true)

      const item = { id: 0, name: 'वाहन बिक्री', price: 1234567.5, tags: ['a', 'b'], ok: true, n: null }
      const items = Array.from({ length: 240_000 }, (_, id) => ({ ...item, id }))
      const buffer = Buffer.from(JSON.stringify(items))
      expect(buffer.length).toBeGreaterThan(20_000_000)
      await page.locator('input[type=file]').setInputFiles({
        name: 'orders.json',
        mimeType: 'application/json',
        buffer,
      })
      await expect(page.getByText(/orders\.json \([\d.]+ MB\) is open/)).toBeVisible()

      // The page keeps painting while the worker reads: frames keep coming during the whole run and show the
      // progress moving. Work done on the page itself would paint nothing between 0 and the end.
      await page.getByRole('button', { name: 'Format' }).click()
      const painted = page.evaluate(
        () =>
          new Promise<{ percents: number; worstGap: number }>((resolve) => {
            const seen = new Set<string>()
            let last = performance.now()
            let worstGap = 0
            const tick = () => {
              const now = performance.now()
              worstGap = Math.max(worstGap, now - last)
              last = now
              const bar = document.querySelector('[role=progressbar]')
              if (!bar) return resolve({ percents: seen.size, worstGap })
              seen.add(bar.getAttribute('aria-valuenow') ?? '')
              requestAnimationFrame(tick)
            }
            requestAnimationFrame(tick)
          }),
      )
      await expect(page.getByTestId('json-status')).toHaveText(
        'Valid JSON: 21,60,001 values, nested 3 deep.',
        {
          timeout: 30_000,
        },
      )
      const { percents, worstGap } = await painted
      expect(percents).toBeGreaterThanOrEqual(3)
      // About 0.1 s on a quiet machine; the bound only catches a page frozen for the whole run.
      expect(worstGap).toBeLessThan(3000)
      await expect(page.getByText(/Showing the first [\d,]+ of [\d,]+ characters/)).toBeVisible()
      const tree = page.getByRole('tree', { name: 'Tree view' })
      await expect(tree.getByRole('treeitem').first()).toContainText('2,40,000 items')
      // Only the rows in view are drawn.
      expect(await tree.getByRole('treeitem').count()).toBeLessThan(40)
      await tree.evaluate((el) => (el.scrollTop = 28 * 200_000))
      await expect(tree.getByRole('treeitem', { name: /^199999/ })).toBeVisible()

      await page.getByRole('button', { name: 'JSON to CSV' }).click()
      await page.getByRole('button', { name: 'Cancel' }).click()
      await expect(page.getByTestId('json-status')).toHaveText('Stopped. Nothing was changed.')
    },
  )
})
