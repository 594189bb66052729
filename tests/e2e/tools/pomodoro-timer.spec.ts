import { expect, test } from '@playwright/test'
import { gotoReady } from '../helpers/ready'
import { tabTo } from './keyboard'

test.describe('pomodoro timer, by keyboard', () => {
  test('runs from the clock through a reload, pauses, ends a focus session and records it', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-01-05T10:00:00+05:30') })
    await gotoReady(page, '/tools/pomodoro-timer')
    const clock = page.getByRole('timer', { name: 'Time left' })
    // The tool's chunk loads while the fake clock runs; give it the time a busy machine needs.
    await expect(clock).toHaveText('25:00', { timeout: 20_000 })
    await expect(page.getByTestId('pomodoro-today')).toHaveText('0 sessions · 0 min')

    await tabTo(page, page.getByRole('button', { name: 'Start' }))
    await page.keyboard.press('Enter')
    await page.clock.fastForward('10:00')
    // The fake clock also runs on by itself, so a slow machine may show a few seconds less.
    await expect(clock).toHaveText(/^1[45]:[0-5]\d$/)
    await expect(page).toHaveTitle(/^1[45]:[0-5]\d · Focus/)

    // A reload keeps the running timer: the time comes from the stored end, not from ticks.
    await page.reload()
    await expect(clock).toHaveText(/^1[45]:[0-5]\d$/, { timeout: 20_000 })
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible()

    // Space pauses and resumes when no control has the focus.
    await page.locator('body').click({ position: { x: 5, y: 300 } })
    await page.keyboard.press('Space')
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible()
    const paused = await clock.textContent()
    await page.clock.fastForward('05:00')
    await expect(clock).toHaveText(paused!)
    await page.keyboard.press('Space')
    await page.clock.fastForward('15:01')

    await expect(page.getByTestId('pomodoro-announcement')).toHaveText('Focus is over. Next: Short break.')
    await expect(page.getByRole('radio', { name: 'Short break' })).toBeChecked()
    await expect(clock).toHaveText('5:00')
    await expect(page.getByTestId('pomodoro-today')).toHaveText('1 session · 25 min')
    await expect(page.getByText('Focus session 1 of 4 before the long break')).toBeVisible()

    // S skips the break; R resets.
    await page.keyboard.press('s')
    await expect(page.getByRole('radio', { name: 'Focus' })).toBeChecked()
    await expect(page.getByText('Focus session 2 of 4 before the long break')).toBeVisible()
    await expect(page.getByTestId('pomodoro-today')).toHaveText('1 session · 25 min')
  })

  test('custom lengths with inline messages, in Hindi', async ({ page }) => {
    await gotoReady(page, '/tools/pomodoro-timer')

    const focus = page.getByLabel('Focus (minutes)')
    await tabTo(page, focus)
    await page.keyboard.press('Control+A')
    await page.keyboard.type('0')
    await expect(page.getByText('Enter at least 1.')).toBeVisible()
    await expect(focus).toHaveAttribute('aria-invalid', 'true')
    await page.keyboard.press('Control+A')
    await page.keyboard.type('2.5')
    await expect(page.getByText('Enter whole minutes, without a decimal.')).toBeVisible()
    await page.keyboard.press('Control+A')
    await page.keyboard.type('50')
    await expect(page.getByRole('timer')).toHaveText('50:00')
    await tabTo(page, page.getByLabel('Long break after every … focus sessions'))
    await page.keyboard.press('Control+A')
    await page.keyboard.type('2')

    await page.getByTestId('language-switch').click()
    await expect(page.getByRole('heading', { level: 1, name: 'पोमोडोरो टाइमर' })).toBeVisible()
    await expect(page.getByText('लंबे ब्रेक से पहले 2 में से फ़ोकस सत्र 1')).toBeVisible()
    await page.getByText('लंबा ब्रेक', { exact: true }).click()
    await expect(page.getByRole('timer')).toHaveText('15:00')
    // The settings survive a reload.
    await page.reload()
    await expect(page.getByLabel('फ़ोकस (मिनट)')).toHaveValue('50')
  })
})
