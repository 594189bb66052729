import { expect, test } from '@playwright/test'
import { gotoReady } from '../helpers/ready'
import { tabTo } from './keyboard'

const ENGLISH = `Electric cars are getting cheaper in India. Battery prices fell sharply over the last five years.
Cheaper batteries make electric cars affordable for many families. The weather was pleasant on Sunday.

Dr. Sharma paid Rs. 12.5 lakh for an electric car from A. K. Motors. Charging stations for electric cars are spreading along highways. My neighbour likes tea.`

const HINDI =
  'भारत में बिजली की गाड़ियाँ सस्ती हो रही हैं। बैटरी की कीमतें पिछले पाँच सालों में तेज़ी से गिरी हैं। सस्ती बैटरियों से बिजली की गाड़ियाँ कई परिवारों की पहुँच में आ गई हैं। रविवार को मौसम सुहावना था। राजमार्गों पर बिजली की गाड़ियों के चार्जिंग स्टेशन बढ़ रहे हैं॥ मुझे चाय पसंद है।'

test.describe('text summarizer, by keyboard', () => {
  test('summarises English by sentences and per cent, in order, with key words, copy and download', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/tools/text-summarizer')
    const input = page.getByLabel('Text to summarise')
    await tabTo(page, input)
    await input.fill(ENGLISH)
    await expect(page.getByTestId('summary-counts')).toHaveText('7 sentences, 58 words')
    // 30 per cent of 7 sentences is 2.
    await expect(page.getByTestId('summary-stats')).toContainText('2 of 7 sentences')
    const summary = page.getByTestId('summary-text')
    await expect(summary).not.toContainText('weather')
    await expect(summary).not.toContainText('tea')
    await expect(page.getByTestId('summary-keywords')).toContainText('electric')

    await tabTo(page, page.getByRole('slider', { name: /Share of the sentences/ }))
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('slider')).toHaveAttribute('aria-valuetext', '40%')
    await expect(page.getByTestId('summary-stats')).toContainText('3 of 7 sentences')

    await tabTo(page, page.getByRole('radio', { name: 'Per cent' }))
    await page.keyboard.press('ArrowRight')
    const count = page.getByLabel('Number of sentences')
    await tabTo(page, count)
    await page.keyboard.press('Control+A')
    await page.keyboard.type('9')
    await expect(page.getByText('Enter a whole number from 1 to 7.')).toBeVisible()
    await page.keyboard.press('Control+A')
    await page.keyboard.type('4')
    await expect(page.getByTestId('summary-stats')).toContainText('4 of 7 sentences')
    // The chosen sentences keep their original order, and the paragraph break between them.
    const text = (await summary.innerText()).replace(/\s+/g, ' ')
    const order = ['Electric cars are getting', 'Cheaper batteries', 'Dr. Sharma', 'Charging stations'].map(
      (s) => text.indexOf(s),
    )
    expect(order.every((at) => at >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    await expect(page.locator('mark')).toHaveCount(4)

    await tabTo(page, page.getByRole('button', { name: 'Copy summary' }))
    await page.keyboard.press('Enter')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('Dr. Sharma paid Rs. 12.5 lakh for an electric car from A. K. Motors.')
    expect(copied).toContain('\n\n')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download .txt' }).click()
    expect((await download).suggestedFilename()).toBe('summary.txt')
  })

  test('summarises Hindi at the danda, with Hindi labels', async ({ page }) => {
    await gotoReady(page, '/tools/text-summarizer')
    await page.getByTestId('language-switch').click()
    await expect(page.getByRole('heading', { level: 1, name: 'टेक्स्ट सारांश' })).toBeVisible()

    await page.getByLabel('सारांश के लिए टेक्स्ट').fill('सिर्फ़ एक वाक्य है।')
    await expect(page.getByText('इस टेक्स्ट में सिर्फ़ 1 वाक्य है, सारांश के लिए बहुत छोटा।')).toBeVisible()
    await page.getByLabel('सारांश के लिए टेक्स्ट').fill(HINDI)
    await expect(page.getByTestId('summary-stats')).toContainText('6 में से 2 वाक्य')
    const summary = page.getByTestId('summary-text')
    await expect(summary).toContainText('बिजली की गाड़ियाँ')
    await expect(summary).not.toContainText('मौसम')
    await expect(summary).not.toContainText('चाय')
    await expect(page.getByTestId('summary-keywords')).toContainText('बिजली')
  })
})
