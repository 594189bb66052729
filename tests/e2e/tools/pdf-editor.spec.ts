import { fileURLToPath } from 'node:url'
import { PDFArray, PDFDocument, PDFDict, PDFName, PDFStream, StandardFonts } from '@cantoo/pdf-lib'
import { expect, test, type Page } from '@playwright/test'
import { gotoReady } from '../helpers/ready'
import { downloadedBytes, lockedFile, openOffline, type FilePayload } from './pdf-helpers'

// Two A4 pages with a line of text each (595 × 842 points).
async function a4File(name: string, pages = 2): Promise<FilePayload> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let n = 1; n <= pages; n += 1) {
    doc.addPage([595, 842]).drawText(`Page ${n} of ${name}`, { x: 50, y: 780, size: 18, font })
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) }
}

/** A PNG made in the page (the test has no image encoder of its own). */
async function png(page: Page, width: number, height: number): Promise<FilePayload> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h)
      const ctx = canvas.getContext('2d')!
      ctx.fillStyle = '#0a7'
      ctx.fillRect(0, 0, w, h)
      const blob = await canvas.convertToBlob({ type: 'image/png' })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let text = ''
      for (const byte of bytes) text += String.fromCharCode(byte)
      return btoa(text)
    },
    [width, height] as const,
  )
  return { name: `logo-${width}.png`, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') }
}

type Annotation = { subtype: string; rect: number[]; contents?: string; text?: string[] }

const HINDI = 'नमस्ते दुनिया हिन्दी'
/** Text compared as the PDF to text tests compare it: NFC, white space removed. */
const squash = (text: string) => text.normalize('NFC').replace(/\s+/gu, '')

/**
 * Re-opens a saved file with pdf.js (as the issue asks): annotations per page (with the text pdf.js reads
 * from each appearance), painted forms, and each page's own text.
 */
async function inspect(
  bytes: Buffer,
): Promise<{ annotations: Annotation[][]; forms: number[]; texts: string[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    standardFontDataUrl: fileURLToPath(
      new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url),
    ),
  }).promise
  const annotations: Annotation[][] = []
  const forms: number[] = []
  const texts: string[] = []
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n)
    const list = (await page.getAnnotations()) as {
      subtype: string
      rect: number[]
      contentsObj?: { str: string }
      textContent?: string[]
    }[]
    annotations.push(
      list.map((a) => ({
        subtype: a.subtype,
        rect: a.rect,
        contents: a.contentsObj?.str,
        text: a.textContent,
      })),
    )
    const content = await page.getTextContent()
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''))
    const ops = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE })
    forms.push(ops.fnArray.filter((fn) => fn === pdfjs.OPS.paintFormXObjectBegin).length)
  }
  await doc.loadingTask.destroy()
  return { annotations, forms, texts }
}

/** The PDF point under a spot given as fractions of a page's box on screen. */
async function pagePoint(page: Page, n: number, fx: number, fy: number) {
  // Tool buttons sit above the pages; bring the pages (fitted whole) into the window first.
  await page
    .getByTestId('pdf-container')
    .evaluate((e) => e.scrollIntoView({ block: 'start', behavior: 'instant' }))
  const box = (await page.locator(`.page[data-page-number="${n}"]`).boundingBox())!
  return { x: box.x + box.width * fx, y: box.y + box.height * fy, pdf: [595 * fx, 842 * (1 - fy)] }
}

/** A mark's box on screen as a PDF rectangle [x1, y1, x2, y2] of an A4 page. */
async function boxOnPage(page: Page, n: number, mark: ReturnType<Page['locator']>): Promise<number[]> {
  const sheet = (await page.locator(`.page[data-page-number="${n}"] .canvasWrapper`).boundingBox())!
  const box = (await mark.boundingBox())!
  const fx = (x: number) => ((x - sheet.x) / sheet.width) * 595
  const fy = (y: number) => 842 - ((y - sheet.y) / sheet.height) * 842
  return [fx(box.x), fy(box.y + box.height), fx(box.x + box.width), fy(box.y)]
}

async function save(page: Page, flatten: boolean): Promise<Buffer> {
  const box = page.getByLabel(/Flatten/)
  if ((await box.isChecked()) !== flatten) await box.click()
  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save PDF' }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe(flatten ? 'contract-flattened.pdf' : 'contract-edited.pdf')
  return downloadedBytes(download)
}

test.describe('PDF editor, offline', () => {
  // Offline needs the service worker (blocked by default, see playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })
  // Several saves and re-opens on a shared two-core machine.
  test.describe.configure({ timeout: 120_000 })

  test('adds text, ink, an image and a signature with undo and redo; saves them where they were put; flattens', async ({
    page,
    context,
  }) => {
    await openOffline(page, context, '/tools/pdf-editor')
    await expect(page.getByRole('heading', { level: 1, name: 'PDF Editor' })).toBeVisible()
    await page.locator('input[type=file][accept*="pdf"]').setInputFiles(await a4File('contract.pdf'))
    await expect(page.locator('.page[data-page-number="1"] canvas')).toBeVisible()
    await page.getByRole('button', { name: 'Fit page' }).click()

    // Free text on page 1, a fifth in from the left and a quarter down.
    await page.getByRole('button', { name: 'Text', exact: true }).click()
    const spot = await pagePoint(page, 1, 0.2, 0.25)
    await page.mouse.click(spot.x, spot.y)
    await page.keyboard.type('Approved')
    await page.keyboard.press('Escape')
    const textBox = await boxOnPage(page, 1, page.locator('.freeTextEditor'))

    // A stroke on page 1.
    await page.getByRole('button', { name: 'Draw' }).click()
    const from = await pagePoint(page, 1, 0.3, 0.5)
    const to = await pagePoint(page, 1, 0.6, 0.55)
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    await page.mouse.move((from.x + to.x) / 2, from.y + 30, { steps: 5 })
    await page.mouse.move(to.x, to.y, { steps: 5 })
    await page.mouse.up()
    await page.getByRole('button', { name: 'Select', exact: true }).click()

    // Undo removes the stroke, redo brings it back.
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(page.locator('.inkEditor')).toHaveCount(0)
    await page.getByRole('button', { name: 'Redo' }).click()
    await expect(page.locator('.inkEditor')).toHaveCount(1)

    // An unsupported image is refused; an oversize one is fitted to 75% of the page and gets alt text.
    const stampInput = page.getByTestId('stamp-input')
    await stampInput.setInputFiles({
      name: 'scan.tiff',
      mimeType: 'image/tiff',
      buffer: Buffer.from('II*\0'),
    })
    await expect(page.getByRole('alert')).toContainText('“scan.tiff” is not an image a PDF stamp can hold')
    await stampInput.setInputFiles(await png(page, 2000, 2000))
    const alt = page.getByRole('dialog', { name: 'Describe this image' })
    await expect(alt).toBeVisible()
    await alt.getByLabel('Alt text').fill('Green company seal')
    await alt.getByRole('button', { name: 'Save description' }).click()
    await expect(page.getByText('larger than 75% of the page')).toBeVisible()

    // A typed signature, kept for reuse.
    await page.getByRole('button', { name: 'Signature' }).click()
    const sign = page.getByRole('dialog', { name: 'Add a signature' })
    await sign.getByRole('tab', { name: 'Type' }).click()
    await sign.getByLabel('Your name').fill('Ravi Kumar')
    await sign.getByRole('button', { name: 'Add to page' }).click()
    await expect(sign).toBeHidden()
    await expect(page.locator('.stampEditor')).toHaveCount(2)

    // pdf.js's own labels follow the app's language: the image editor and its alt text button in Hindi.
    const image = page.locator('.stampEditor').last()
    const altButton = image.locator('.altText')
    await expect(altButton).toHaveAttribute('aria-label', 'Edit alt text')
    await page.getByTestId('language-switch').click()
    await expect(image).toHaveAttribute('aria-label', 'चित्र संपादक')
    await expect(altButton).toHaveAttribute('aria-label', 'वैकल्पिक पाठ बदलें')
    await expect(altButton.locator('[data-l10n-id="pdfjs-editor-alt-text-button-label"]')).toHaveText(
      'वैकल्पिक पाठ',
    )
    await page.getByTestId('language-switch').click()
    await expect(image).toHaveAttribute('aria-label', 'Image editor')

    const saved = await inspect(await save(page, false))
    const first = saved.annotations[0]!
    expect(saved.annotations[1]).toEqual([])
    expect(first.map((a) => a.subtype).sort()).toEqual(['FreeText', 'Ink', 'Stamp', 'Stamp'])
    const text = first.find((a) => a.subtype === 'FreeText')!
    expect(text.contents).toBe('Approved')
    // The text is saved where it was put: near the click, and exactly where its box was on screen.
    expect(Math.abs(text.rect[0]! - spot.pdf[0]!)).toBeLessThan(30)
    expect(Math.abs(text.rect[3]! - spot.pdf[1]!)).toBeLessThan(30)
    text.rect.forEach((value, i) => expect(Math.abs(value - textBox[i]!)).toBeLessThan(6))
    const ink = first.find((a) => a.subtype === 'Ink')!
    expect(ink.rect[0]).toBeGreaterThan(595 * 0.3 - 20)
    expect(ink.rect[2]).toBeLessThan(595 * 0.6 + 20)
    const stamps = first.filter((a) => a.subtype === 'Stamp').map((a) => a.rect[2]! - a.rect[0]!)
    // The 2000 px square is 75% of the page width; the signature lands at 30% of it.
    expect(Math.max(...stamps)).toBeCloseTo(0.75 * 595, 0)
    expect(Math.min(...stamps)).toBeCloseTo(0.3 * 595, 0)

    const flat = await inspect(await save(page, true))
    expect(flat.annotations).toEqual([[], []])
    expect(flat.forms[0]).toBe(4)
    expect(flat.forms[1]).toBe(0)
    expect(flat.texts[0]).toContain('Approved')

    // The signature was kept on this device.
    await page.getByRole('button', { name: 'Signature' }).click()
    await expect(sign.getByRole('button', { name: 'Use signature: Ravi Kumar' })).toBeVisible()
  })
})

test.describe('PDF editor', () => {
  test.describe.configure({ timeout: 90_000 })

  test('Hindi text survives elsewhere; work is restored after a reload; the page panel changes pages', async ({
    page,
  }) => {
    await gotoReady(page, '/tools/pdf-editor')
    await page.locator('input[type=file][accept*="pdf"]').setInputFiles(await a4File('contract.pdf', 3))
    await expect(page.locator('.page[data-page-number="1"] canvas')).toBeVisible()
    await page.getByRole('button', { name: 'Fit page' }).click()
    // By keyboard: Enter on the Text tool opens a text box in the middle of the page.
    await page.getByRole('button', { name: 'Text', exact: true }).press('Enter')
    await expect(page.locator('.freeTextEditor')).toHaveCount(1)
    await page.keyboard.insertText(HINDI)
    await page.keyboard.press('Escape')
    await expect(page.getByText(/Autosaved on this device/)).toBeVisible({ timeout: 15_000 })

    await page.reload()
    await expect(page.getByRole('heading', { name: 'Unsaved work found' })).toBeVisible()
    await page.getByRole('button', { name: 'Restore' }).click()
    await expect(page.locator('.page[data-page-number="1"] canvas')).toBeVisible()

    // Page panel: turn page 2, delete page 3, insert a blank page after page 1.
    await page.getByRole('button', { name: 'Rotate page 2' }).click()
    await page.getByRole('button', { name: 'Delete page 3' }).click()
    await page.getByRole('button', { name: 'Insert a blank page after page 1' }).click()
    await page.getByRole('button', { name: 'Apply page changes' }).click()
    await expect(page.getByText('Pages (3)')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Apply page changes' })).toBeHidden()

    const bytes = await save(page, false)
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(3)
    expect(doc.getPages().map((p) => p.getRotation().angle)).toEqual([0, 0, 90])
    // The Hindi note kept its text and got an appearance of real text (issue 23 item 3): shown in an
    // embedded subset font, not a picture, so any viewer can search and copy it.
    const annots = doc.getPage(0).node.Annots()!
    expect(annots.size()).toBe(1)
    const note = doc.context.lookup(annots.get(0), PDFDict)
    const appearance = doc.context.lookup(
      note.lookup(PDFName.of('AP'), PDFDict).get(PDFName.of('N')),
      PDFStream,
    )
    const resources = appearance.dict.lookup(PDFName.of('Resources'), PDFDict)
    expect(resources.get(PDFName.of('XObject'))).toBeUndefined()
    const font = doc.context.lookup(resources.lookup(PDFName.of('Font'), PDFDict).values()[0]!, PDFDict)
    const descendant = doc.context.lookup(
      font.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0),
      PDFDict,
    )
    const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict)
    expect(String(descriptor.get(PDFName.of('FontName')))).toMatch(/^\/[A-Z]{6}\+NotoSansDevanagari-Regular$/)
    expect(descriptor.get(PDFName.of('FontFile2'))).toBeDefined()
    expect(font.get(PDFName.of('ToUnicode'))).toBeDefined()
    const { annotations } = await inspect(bytes)
    expect(annotations[0]![0]!.contents).toBe(HINDI)
    // pdf.js reads the text back from the appearance itself, in the order it was typed.
    expect(annotations[0]![0]!.text?.join('').normalize('NFC')).toBe(HINDI.normalize('NFC'))

    // Flattened, it is text of the page.
    const flat = await inspect(await save(page, true))
    expect(flat.annotations[0]).toEqual([])
    expect(squash(flat.texts[0]!)).toContain(squash(HINDI))
  })

  test('names a damaged file, asks for a password, and opens 1,000 pages lazily', async ({ page }) => {
    await gotoReady(page, '/tools/pdf-editor')
    const input = page.locator('input[type=file][accept*="pdf"]')
    const good = await a4File('contract.pdf', 1)
    await input.setInputFiles({
      name: 'cut.pdf',
      mimeType: 'application/pdf',
      buffer: good.buffer.subarray(0, 300),
    })
    await expect(page.getByRole('alert')).toContainText('This PDF is damaged or incomplete')

    await input.setInputFiles(lockedFile())
    const password = page.getByLabel('Password for locked.pdf')
    await password.fill('wrong')
    await password.press('Enter')
    await expect(page.getByText('That password is not right.')).toBeVisible()
    await page.getByLabel('Password for locked.pdf').fill('secret')
    await page.getByRole('button', { name: 'Unlock' }).click()
    await expect(page.locator('.page[data-page-number="1"] canvas')).toBeVisible()

    await page.getByRole('button', { name: 'Open another PDF' }).click()
    const big = await a4File('big.pdf', 1000)
    const started = Date.now()
    await page.locator('input[type=file][accept*="pdf"]').setInputFiles(big)
    await expect(page.locator('.page[data-page-number="1"] canvas')).toBeVisible()
    expect(Date.now() - started).toBeLessThan(10_000)
    await expect(page.getByText('1,000 pages: pages are drawn as you scroll to them.')).toBeVisible()
    // Only the pages near the view are drawn.
    expect(await page.locator('.page canvas').count()).toBeLessThan(12)
    await page.getByLabel('Page', { exact: true }).fill('800')
    await page.getByLabel('Page', { exact: true }).press('Enter')
    await expect(page.locator('.page[data-page-number="800"] canvas')).toBeVisible()
    expect(await page.locator('.page canvas').count()).toBeLessThan(12)
  })
})
