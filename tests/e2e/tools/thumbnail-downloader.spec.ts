import { createCanvas } from '@napi-rs/canvas'
import { expect, test } from '@playwright/test'
import { swTest } from '../helpers/service-worker'
import { downloadedBytes, openOffline } from './pdf-helpers'
import { header } from './image-helpers'

const ID = 'dQw4w9WgXcQ'

async function jpeg(width: number, height: number): Promise<Buffer> {
  const canvas = createCanvas(width, height)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#c0392b'
  ctx.fillRect(0, 0, width, height)
  return canvas.encode('jpeg', 80)
}

test.describe('thumbnail downloader', () => {
  test('a Shorts link with parameters lists the sizes, hides the missing HD one, downloads one', async ({
    page,
  }) => {
    // The video site is stood in for: this machine has no internet. maxres answers YouTube's 120 × 90
    // placeholder, as it does for videos without an HD thumbnail.
    const sizes: Record<string, [number, number]> = {
      maxresdefault: [120, 90],
      sddefault: [640, 480],
      hqdefault: [480, 360],
      mqdefault: [320, 180],
      default: [120, 90],
    }
    await page.route('https://i.ytimg.com/**', async (route) => {
      const key = new URL(route.request().url()).pathname.split('/').pop()!.replace('.jpg', '')
      const [w, h] = sizes[key]!
      await route.fulfill({
        contentType: 'image/jpeg',
        headers: { 'access-control-allow-origin': '*' },
        body: await jpeg(w, h),
      })
    })
    await page.goto('/tools/thumbnail-downloader')
    await page.getByLabel('Video link').fill(`https://www.youtube.com/shorts/${ID}?feature=share&si=abc`)
    await page.getByRole('button', { name: 'Show thumbnails' }).click()
    await expect(page.getByTestId('video-found')).toHaveText(`YouTube video ${ID}`)
    await expect(page.getByText('Not available for this video: 1280 × 720.')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Download / })).toHaveCount(4)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download 640 × 480' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`youtube-${ID}-640x480.jpg`)
    expect(await header(new Uint8Array(await downloadedBytes(file)))).toEqual({
      kind: 'jpeg',
      width: 640,
      height: 480,
    })
  })

  swTest(
    'offline on a 375 px phone: says it needs the network, still checks the link',
    async ({ page, context }) => {
      await page.setViewportSize({ width: 375, height: 800 })
      await openOffline(page, context, '/tools/thumbnail-downloader')
      await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText(
        'this tool needs the internet',
      )
      await page.getByLabel('Video link').fill('https://example.com/clip')
      await page.getByRole('button', { name: 'Show thumbnails' }).click()
      await expect(page.getByRole('alert')).toHaveText(
        'Links from this site are not supported. Use a YouTube, Vimeo or Dailymotion link.',
      )
      await page.getByLabel('Video link').fill('https://dai.ly/x8abc12')
      await page.getByRole('button', { name: 'Show thumbnails' }).click()
      await expect(page.getByTestId('video-found')).toHaveText('Dailymotion video x8abc12')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    },
  )
})
