import { expect, type Locator, type Page } from '@playwright/test'

/** Presses Tab until the target has focus, the way a keyboard user reaches a control. */
export async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `not reachable with ${maxPresses} presses of Tab`).toBeFocused()
}
