import { PDFDocument } from '@cantoo/pdf-lib'
import { expect, test } from '@playwright/test'
import { downloadedBytes, lockedFile, openOffline, pdfFile } from './pdf-helpers'

test.describe('merge PDF, offline', () => {
  test('merges files in the chosen order with page ranges, turns and a locked file', async ({
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

    // Turn beta's first page in the page grid.
    const betaRow = list.getByRole('listitem').filter({ hasText: 'beta.pdf' }).first()
    await betaRow.getByRole('button', { name: 'Arrange pages' }).click()
    await page.getByRole('button', { name: 'Turn Page 1 clockwise' }).click()
    await expect(page.getByText('The result will have 5 pages.')).toBeVisible()

    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Merge PDF' }).click()
    await expect(page.getByText('Done: 1 file is ready.')).toBeVisible()
    await page.getByRole('button', { name: 'Download beta-merged.pdf' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toBe('beta-merged.pdf')
    const doc = await PDFDocument.load(await downloadedBytes(download))
    expect(doc.getPageCount()).toBe(5)
    expect(doc.getPages().map((p) => p.getRotation().angle)).toEqual([90, 0, 0, 0, 0])
  })

  test('refuses a non-PDF, names a damaged PDF and stays usable', async ({ page, context }) => {
    await openOffline(page, context, '/tools/merge-pdf')
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
  })
})
