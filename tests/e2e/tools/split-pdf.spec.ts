import { PDFDocument } from '@cantoo/pdf-lib'
import { expect, test } from '@playwright/test'
import { gotoReady } from '../helpers/ready'
import { swTest } from '../helpers/service-worker'
import { unzipSync } from 'fflate'
import { downloadedBytes, lockedFile, openOffline, pdfFile } from './pdf-helpers'

test.describe('split PDF, offline', () => {
  swTest('splits by ranges into a ZIP, then extracts picked pages', async ({ page, context }) => {
    await openOffline(page, context, '/tools/split-pdf')
    await page.locator('input[type=file]').setInputFiles(await pdfFile('report.pdf', 6))
    await expect(page.getByText('6 pages')).toBeVisible()

    const ranges = page.getByLabel('Page ranges', { exact: true })
    await ranges.fill('1-2, 9')
    await expect(page.getByText('this file has only 6 pages, so there is no page 9')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Split PDF' })).toBeDisabled()
    await ranges.fill('1-2, 5-')
    await expect(page.getByTestId('split-plan')).toHaveText('You will get 2 PDFs: pages 1-2; pages 5-6')

    await page.getByRole('button', { name: 'Split PDF' }).click()
    await expect(page.getByText('Done: 1 file is ready.')).toBeVisible()
    const zipDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download report_split.zip' }).click()
    const entries = unzipSync(new Uint8Array(await downloadedBytes(await zipDownload)))
    expect(Object.keys(entries)).toEqual(['report_p1-2.pdf', 'report_p5-6.pdf'])
    expect((await PDFDocument.load(entries['report_p5-6.pdf']!)).getPageCount()).toBe(2)

    // Pick pages by keyboard on the thumbnails: Space ticks a checkbox.
    await page.locator('label', { hasText: /^Pick pages$/ }).click()
    const third = page.getByRole('checkbox', { name: 'Page 3' })
    await third.focus()
    await page.keyboard.press('Space')
    await page.getByRole('checkbox', { name: 'Page 6' }).check()
    await expect(page.getByText('2 pages ticked.')).toBeVisible()
    await page.getByRole('button', { name: 'Split PDF' }).click()
    const pdfDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download report_p3,6.pdf' }).click()
    const picked = await PDFDocument.load(await downloadedBytes(await pdfDownload))
    expect(picked.getPageCount()).toBe(2)
  })

  test('every N pages and odd pages; a locked file after its password', async ({ page }) => {
    await gotoReady(page, '/tools/split-pdf')
    await page.locator('input[type=file]').setInputFiles(lockedFile())
    await page.getByLabel('Password for locked.pdf').fill('secret')
    await page.getByLabel('Password for locked.pdf').press('Enter')
    await expect(page.getByText('3 pages')).toBeVisible()
    await page.locator('label', { hasText: /^Every N pages$/ }).click()
    await page.getByLabel('Pages in each file').fill('0')
    await expect(page.getByText('Type a whole number from 1 to 3.')).toBeVisible()
    await page.getByLabel('Pages in each file').fill('2')
    await expect(page.getByTestId('split-plan')).toHaveText('You will get 2 PDFs: pages 1-2; pages 3')
    await page.getByLabel('Download the files as one ZIP').uncheck()
    await page.getByRole('button', { name: 'Split PDF' }).click()
    await expect(page.getByText('Done: 2 files are ready.')).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download locked_p3.pdf' }).click()
    expect((await PDFDocument.load(await downloadedBytes(await download))).getPageCount()).toBe(1)

    await page.locator('label', { hasText: /^Odd or even pages$/ }).click()
    await page.getByLabel('Even pages (2, 4, 6…)').check()
    await expect(page.getByTestId('split-plan')).toHaveText('You will get 1 PDF: pages 2')
  })
})
