import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { gotoReady } from '../helpers/ready'
import { tabTo } from './keyboard'

test.describe('habit tracker, by keyboard', () => {
  // The first test walks the whole tool (check-ins, export, import): long on a busy machine.
  test.describe.configure({ timeout: 90_000 })

  test('adds habits, checks in, counts streaks, reminds, exports, deletes and imports', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications'])
    // Wednesday 7 January 2026, 07:59 in India.
    await page.clock.install({ time: new Date('2026-01-07T07:59:00+05:30') })
    await gotoReady(page, '/tools/habit-tracker')
    await expect(page.getByText(/^No habits yet\./)).toBeVisible({ timeout: 20_000 })

    const name = page.getByLabel('Habit', { exact: true })
    await tabTo(page, page.getByRole('button', { name: 'Add habit' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('Give the habit a name.')).toBeVisible()
    await expect(name).toBeFocused()
    await page.keyboard.type('योग')
    await tabTo(page, page.getByRole('radio', { name: 'Every day' }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'On chosen days' })).toBeChecked()
    // Monday to Friday are chosen; leave Monday, Wednesday and Friday.
    for (const day of ['Tue', 'Thu']) {
      await tabTo(page, page.getByRole('checkbox', { name: day }))
      await page.keyboard.press('Space')
    }
    await tabTo(page, page.getByRole('button', { name: 'Add habit' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: '“योग” added.' })).toBeVisible()

    await name.fill('Read')
    await page.getByRole('radio', { name: 'Every day' }).check({ force: true })
    await page.getByLabel('Reminder time (optional)').fill('08:00')
    await page.getByRole('button', { name: 'Add habit' }).click()
    await expect(page.getByTestId('habit')).toHaveCount(2)

    const yoga = page.getByTestId('habit').filter({ hasText: 'योग' })
    await expect(yoga).toContainText('On Mon, Wed, Fri')
    await tabTo(page, yoga.getByRole('button', { name: 'Mon 05/01: not done' }))
    await page.keyboard.press('Enter')
    await expect(yoga.getByRole('button', { name: 'Mon 05/01: done' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(yoga.getByTestId('streak-current')).toHaveText('1 day')
    await tabTo(page, yoga.getByRole('button', { name: 'Mark today done' }))
    await page.keyboard.press('Enter')
    await expect(yoga.getByRole('button', { name: 'Done today' })).toHaveAttribute('aria-pressed', 'true')
    // Tuesday is not on the schedule, so Monday and Wednesday make a streak of two.
    await expect(yoga.getByTestId('streak-current')).toHaveText('2 days')
    await expect(yoga.getByTestId('streak-best')).toHaveText('2 days')
    await expect(
      yoga.getByRole('img', { name: 'Calendar of the last 20 weeks: done on 2 days.' }),
    ).toBeVisible()

    // The reminder for "Read" comes at 08:00 while the page is open; marking it done clears it.
    await page.clock.fastForward('02:00')
    const reminder = page.getByRole('alert').filter({ hasText: 'Reminder: time for “Read”.' })
    await expect(reminder).toBeVisible()
    await page
      .getByTestId('habit')
      .filter({ hasText: 'Read' })
      .getByRole('button', { name: 'Mark today done' })
      .click()
    await expect(reminder).toHaveCount(0)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export JSON' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('habits-2026-01-07.json')
    const backup = JSON.parse(await readFile((await file.path())!, 'utf8'))
    expect(backup.habits.map((h: { name: string; checkins: string[] }) => [h.name, h.checkins])).toEqual([
      ['योग', ['2026-01-05', '2026-01-07']],
      ['Read', ['2026-01-07']],
    ])

    page.on('dialog', (dialog) => void dialog.accept())
    await yoga.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByTestId('habit')).toHaveCount(1)

    const importInput = page.locator('input[type=file]')
    await importInput.setInputFiles({
      name: 'x.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"a":1}'),
    })
    await expect(page.getByText('This JSON is not a habit tracker backup.')).toBeVisible()
    await importInput.setInputFiles((await file.path())!)
    await expect(page.getByText('2 habits imported.')).toBeVisible()
    await expect(
      page.getByTestId('habit').filter({ hasText: 'योग' }).getByTestId('streak-current'),
    ).toHaveText('2 days')
  })

  test('in Hindi on a phone: N times a week with an inline message', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await gotoReady(page, '/tools/habit-tracker')
    await page.getByTestId('language-switch').click()
    await expect(page.getByRole('heading', { level: 1, name: 'आदत ट्रैकर' })).toBeVisible()

    await page.getByLabel('आदत', { exact: true }).fill('पानी पीना')
    await page.getByText('हफ़्ते में कितनी बार', { exact: true }).click()
    const times = page.getByLabel('हफ़्ते में कितनी बार (1–7)')
    await times.fill('9')
    await page.getByRole('button', { name: 'आदत जोड़ें' }).click()
    await expect(page.getByText('1 से 7 तक की पूरी संख्या लिखें।')).toBeVisible()
    await expect(times).toBeFocused()
    await times.fill('3')
    await page.getByRole('button', { name: 'आदत जोड़ें' }).click()
    const habit = page.getByTestId('habit')
    await expect(habit).toContainText('हफ़्ते में 3 बार')
    await expect(habit).toContainText('इस हफ़्ते 3 में से 0')
    await habit.getByRole('button', { name: 'आज पूरा किया' }).click()
    await expect(habit).toContainText('इस हफ़्ते 3 में से 1')
    await expect(habit.getByTestId('streak-current')).toHaveText('0 हफ़्ता')

    // Editing keeps the check-ins.
    await habit.getByRole('button', { name: 'बदलें' }).click()
    await expect(habit.getByLabel('आदत', { exact: true })).toBeFocused()
    await habit.getByLabel('हफ़्ते में कितनी बार (1–7)').fill('4')
    await habit.getByRole('button', { name: 'बदलाव सहेजें' }).click()
    await expect(habit).toContainText('इस हफ़्ते 4 में से 1')
    await expect(page.getByText('“पानी पीना” सहेजी गई।')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
