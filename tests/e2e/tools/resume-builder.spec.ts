// Resume builder, offline: required fields marked, filled by keyboard with Hindi, sections reordered, the
// downloaded PDF read back with pdf.js (real text, reading order, embedded subset fonts), the preview
// rendered from the PDF, JSON export → import, and a draft that survives a reload.
import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib'
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { downloadedBytes, openOffline } from './pdf-helpers'

const PATH = '/tools/resume-builder'

async function pdfLines(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise
  const parts: string[] = []
  for (let p = 1; p <= doc.numPages; p += 1) {
    const content = await (await doc.getPage(p)).getTextContent()
    parts.push(content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : '') : '')).join(''))
  }
  return parts.join('\n')
}

async function typeInto(page: Page, label: string, text: string) {
  const field = page.locator('main').getByLabel(label, { exact: true }).first()
  await field.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

test.describe('Resume builder, offline', () => {
  test.describe.configure({ timeout: 150_000 })

  swTest(
    'marks missing fields, builds a PDF with real Hindi and English text in order, reorders sections, JSON round trip',
    async ({ page, context }) => {
      await openOffline(page, context, PATH)
      const main = page.locator('main')
      await main.getByRole('button', { name: 'Download PDF' }).click()
      await expect(page.getByTestId('resume-status')).toHaveText(
        '2 fields need attention. They are marked in red.',
      )
      await expect(main.getByLabel('Full name', { exact: true })).toBeFocused()
      await expect(main.getByLabel('Full name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
      await expect(main.getByText('Please fill this in.').first()).toBeVisible()

      await typeInto(page, 'Full name', 'Priya Verma')
      await typeInto(page, 'Headline', 'सर्विस एडवाइज़र')
      await typeInto(page, 'Email', 'priya@')
      await expect(main.getByText('Enter an email like name@example.com.')).toBeVisible()
      await typeInto(page, 'Email', 'priya@example.com')
      await typeInto(page, 'Phone', '98765 43210')
      await typeInto(page, 'Summary', 'सात साल का अनुभव, क्षेत्रीय प्रबंधक।')
      const exp = main.getByRole('region', { name: 'Experience' })
      await exp.getByLabel('Job title').fill('Service Advisor')
      await exp.getByLabel('Employer').fill('Sharma Motors')
      await exp.getByLabel('From').fill('2019')
      await exp.getByLabel(/^Details/).fill('- Handled 40 cars a day\n- ग्राहकों से बातचीत')
      await main.getByRole('region', { name: 'Skills' }).getByLabel('Skill', { exact: true }).fill('Tally')
      // Skills above Education, by keyboard.
      await main.getByRole('button', { name: 'Move up: Skills' }).press('Enter')
      await expect(
        main
          .getByRole('region')
          .filter({ has: page.getByLabel(/^Section heading/) })
          .nth(1),
      ).toHaveAccessibleName('Skills')

      const preview = page.getByRole('region', { name: 'Preview' })
      await expect(preview.getByRole('img', { name: 'Page 1 of 1 of the PDF' })).toBeVisible({
        timeout: 30_000,
      })
      await expect(preview).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('button', { name: 'Download PDF' }).click(),
      ])
      expect(download.suggestedFilename()).toBe('Priya Verma Résumé.pdf')
      const bytes = await downloadedBytes(download)
      const text = await pdfLines(bytes)
      const order = [
        'Priya Verma',
        'सर्विस एडवाइज़र',
        'priya@example.com | 98765 43210',
        'सात साल का अनुभव, क्षेत्रीय प्रबंधक।',
        'EXPERIENCE',
        'Service Advisor',
        'Sharma Motors',
        'Handled 40 cars a day',
        'ग्राहकों से बातचीत',
        'SKILLS',
        'Tally',
      ]
      let at = 0
      for (const s of order) {
        const found = text.indexOf(s, at)
        expect(found, `${s} after position ${at} in:\n${text}`).toBeGreaterThanOrEqual(at)
        at = found
      }
      // A section left empty (Education here) is not printed at all.
      expect(text).not.toContain('EDUCATION')
      // Fonts are embedded (subset TrueType, Identity-H with ToUnicode), not referenced.
      const doc = await PDFDocument.load(bytes)
      const fonts = [...doc.context.enumerateIndirectObjects()]
        .map(([, o]) => o)
        .filter(
          (o): o is PDFDict =>
            o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
        )
      expect(fonts.length).toBe(2)
      for (const f of fonts) expect(f.get(PDFName.of('FontFile2'))).toBeTruthy()

      // JSON out, change, JSON back in.
      const [json] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('button', { name: 'Save as JSON' }).click(),
      ])
      const saved = readFileSync(await json.path(), 'utf8')
      expect(JSON.parse(saved).profile.name).toBe('Priya Verma')
      await typeInto(page, 'Full name', 'Someone Else')
      await main
        .getByLabel('Open JSON')
        .setInputFiles({ name: 'priya.json', mimeType: 'application/json', buffer: Buffer.from(saved) })
      await expect(page.getByTestId('resume-status')).toHaveText('Résumé opened from priya.json.')
      await expect(main.getByLabel('Full name', { exact: true })).toHaveValue('Priya Verma')
      await main
        .getByLabel('Open JSON')
        .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{oops') })
      await expect(page.getByTestId('resume-status')).toHaveText(
        'This file is not JSON. Choose a .json file saved by this tool.',
      )

      // The draft is in IndexedDB: a reload (still offline) brings it back.
      await page.waitForTimeout(600)
      await page.reload()
      await expect(main.getByLabel('Full name', { exact: true })).toHaveValue('Priya Verma')
      await expect(main.getByLabel('Headline', { exact: true })).toHaveValue('सर्विस एडवाइज़र')
    },
  )
})
