import { PDFDocument } from '@cantoo/pdf-lib'
import { expect, test } from '@playwright/test'
import { gotoReady } from '../helpers/ready'
import { downloadedBytes, lockedFile, openOffline, pdfFile } from './pdf-helpers'

/** Each page's text, read back with pdf.js. */
async function pageTexts(bytes: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise
  const texts: string[] = []
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent()
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''))
  }
  return texts
}

test.describe('merge PDF, offline', () => {
  test.use({ serviceWorkers: 'allow' })
  // Installing the service worker (~22 MB precache) alone takes up to a minute on a loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 })

  test('merges files in the chosen order with page ranges, a page moved between another file’s pages, turns and a locked file', async ({
    page,
    context,
  }) => {
    await openOffline(page, context, '/tools/merge-pdf')
    await expect(page.getByRole('heading', { level: 1, name: 'Merge PDF' })).toBeVisible()
    const input = page.locator('input[type=file]')
    await input.setInputFiles([await pdfFile('alpha.pdf', 3), await pdfFile('beta.pdf', 2), lockedFile()])
    const list = page.getByRole('list', { name: 'Files to merge, in order' })
    await expect(list.getByText('3 pages')).toBeVisible()

    // The locked file asks for its password; a wrong one says so and the right one opens it.
    const password = page.getByLabel('Password for locked.pdf')
    await password.fill('wrong')
    await password.press('Enter')
    await expect(page.getByText('That password is not right.')).toBeVisible()
    await page.getByLabel('Password for locked.pdf').fill('secret')
    await page.getByRole('button', { name: 'Unlock' }).click()
    await expect(
      list.getByRole('listitem').filter({ hasText: 'locked.pdf' }).getByText('3 pages'),
    ).toBeVisible()

    // Beta first (keyboard move), alpha pages 3 and 1, locked page 2 only.
    await page.getByRole('button', { name: 'Move beta.pdf up' }).press('Enter')
    await expect(page.getByRole('button', { name: 'Move beta.pdf down' })).toBeVisible()
    await page.getByLabel('Pages to use').nth(1).fill('3,1')
    await page.getByLabel('Pages to use').nth(2).fill('9')
    await expect(page.getByText('this file has only 3 pages, so there is no page 9')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Merge PDF' })).toBeDisabled()
    await page.getByLabel('Pages to use').nth(2).fill('2')

    // One page grid across all files: turn beta's first page, then move locked page 2 between beta's
    // pages with the keyboard (announced) and drag alpha's page 1 to the front with the pointer.
    await page.getByRole('button', { name: 'Arrange pages' }).click()
    const grid = page.getByRole('list', { name: 'Pages of the merged file, in order' })
    await expect(grid.getByRole('listitem')).toHaveCount(5)
    await grid.getByRole('button', { name: 'Turn beta.pdf, page 1 clockwise' }).click()
    const earlier = grid.getByRole('button', { name: 'Move locked.pdf, page 2 earlier' })
    for (let i = 0; i < 3; i += 1) await earlier.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'locked.pdf, page 2 moved' })).toHaveText(
      'locked.pdf, page 2 moved to position 2 of 5, after beta.pdf, page 1.',
    )
    await expect(earlier).toBeFocused()
    const handle = grid.getByRole('button', { name: 'Drag to move alpha.pdf, page 1' })
    const from = (await handle.boundingBox())!
    const to = (await grid.getByRole('listitem').first().boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 })
    await page.mouse.up()
    await expect(grid.getByRole('listitem').first()).toContainText('alpha.pdf')
    // Alpha's range follows the grid, and the page order no longer follows the files.
    await expect(page.getByLabel('Pages to use').nth(1)).toHaveValue('1, 3')
    await expect(page.getByText('Pages are arranged by hand across files')).toBeVisible()
    await expect(page.getByText('The result will have 5 pages.')).toBeVisible()

    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Merge PDF' }).click()
    await expect(page.getByText('Done: 1 file is ready.')).toBeVisible()
    await page.getByRole('button', { name: 'Download beta-merged.pdf' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toBe('beta-merged.pdf')
    const bytes = await downloadedBytes(download)
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPages().map((p) => p.getRotation().angle)).toEqual([0, 90, 0, 0, 0])
    expect(await pageTexts(bytes)).toEqual([
      'Page 1 of alpha.pdf',
      'Page 1 of beta.pdf',
      'Locked page 2',
      'Page 2 of beta.pdf',
      'Page 3 of alpha.pdf',
    ])
  })
})

test.describe('merge PDF, bad input', () => {
  test.use({ serviceWorkers: 'block' })

  test('refuses a non-PDF, names a damaged PDF and stays usable; a long file’s page grid fills in and stays operable', async ({
    page,
  }) => {
    await gotoReady(page, '/tools/merge-pdf')
    const input = page.locator('input[type=file]')
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(page.getByText('notes.txt was not added: only PDF files can be used here.')).toBeVisible()
    const good = await pdfFile('good.pdf', 2)
    await input.setInputFiles([
      {
        name: 'renamed.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('PK\u0003\u0004 this is a zip'),
      },
      { name: 'cut.pdf', mimeType: 'application/pdf', buffer: good.buffer.subarray(0, 200) },
      { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
      good,
    ])
    await expect(page.getByText('empty.pdf is empty (0 bytes) and was not added.')).toBeVisible()
    await expect(page.getByText('This is not a file type this tool can read.')).toBeVisible()
    await expect(page.getByText('This PDF is damaged or incomplete')).toBeVisible()
    await expect(page.getByText('Unlock, fix or remove the files marked above first.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save PDF' })).toBeDisabled()
    await page.getByRole('button', { name: 'Remove renamed.pdf' }).click()
    await page.getByRole('button', { name: 'Remove cut.pdf' }).click()
    await expect(page.getByRole('button', { name: 'Save PDF' })).toBeEnabled()

    // A 60-page file: the grid mounts its first tiles and the rest in steps; every tile arrives and the
    // last one is operable by keyboard (moved, announced, focus kept, removed).
    await input.setInputFiles(await pdfFile('long.pdf', 60))
    await expect(page.getByText('The result will have 62 pages.')).toBeVisible()
    await page.getByRole('button', { name: 'Arrange pages' }).click()
    const grid = page.getByRole('list', { name: 'Pages of the merged file, in order' })
    await expect(grid.getByRole('listitem')).toHaveCount(62)
    await expect(grid).not.toHaveAttribute('aria-busy')
    await expect(grid.getByRole('button', { name: 'Move long.pdf, page 60 later' })).toBeDisabled()
    const earlier = grid.getByRole('button', { name: 'Move long.pdf, page 60 earlier' })
    await earlier.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'long.pdf, page 60 moved' })).toHaveText(
      'long.pdf, page 60 moved to position 61 of 62, after long.pdf, page 58.',
    )
    await expect(earlier).toBeFocused()
    await grid.getByRole('button', { name: 'Remove long.pdf, page 60' }).click()
    await expect(grid.getByRole('listitem')).toHaveCount(61)
    await expect(page.getByText('The result will have 61 pages.')).toBeVisible()
  })
})
