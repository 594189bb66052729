import { expect, test } from '@playwright/test'
import { PASSWORD, signUp, toast, uniqueEmail } from './auth-helpers'

// Issue 18 item 6: a sign-in refused at the device limit lists the account's devices; signing one of them out
// signs in here, in the same visit. On a phone, in Hindi.
test('a refused sign-in at the device limit lists the devices and, after signing one out, gets in', async ({
  browser,
}) => {
  const email = uniqueEmail('slots')
  const first = await browser.newContext()
  const second = await browser.newContext({ viewport: { width: 360, height: 740 } })
  try {
    const a = await first.newPage()
    await signUp(a, email)
    // The first device gets a name on the profile page; the other device will list it by that name.
    await a.goto('/profile')
    await a.getByRole('button', { name: /^Rename / }).click()
    await a.getByLabel('Name of this device').fill('  Workshop   computer ')
    await a.getByRole('button', { name: 'Save name' }).click()
    await expect(a.getByRole('status').filter({ hasText: 'The name has been saved.' })).toBeVisible()
    const mine = a.getByTestId('device-list').getByRole('listitem')
    await expect(mine).toContainText('Workshop computer')
    await expect(mine).toContainText('This device')
    await expect(
      a.getByText('A device not used for 30 days no longer counts towards your limit'),
    ).toBeVisible()

    await second.addInitScript(() => localStorage.setItem('autobahi.lang', 'hi'))
    const b = await second.newPage()
    await b.goto('/login')
    await b.getByLabel('ई-मेल').fill(email)
    await b.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD)
    await b.getByRole('button', { name: 'साइन इन करें', exact: true }).click()
    // The spec's toast, as before.
    await expect(toast(b, 'लॉगिन सीमा पूरी हो गई')).toBeVisible()
    const panel = b.getByRole('region', { name: 'यहाँ साइन इन करने के लिए कोई डिवाइस साइन आउट करें' })
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('heading')).toBeFocused()
    await expect(panel).toContainText('30 दिन')
    const listed = panel.getByTestId('device-list').getByRole('listitem')
    await expect(listed).toHaveCount(1)
    await expect(listed).toContainText('Workshop computer')
    await expect(listed).toContainText(/पर Chrome \(कंप्यूटर\)/)
    // Nothing of the app is signed in meanwhile: no session in this browser's storage, no app page.
    expect(await b.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sb-')))).toEqual([])
    await expect(b).toHaveURL(/\/login$/)
    const overflow = await b.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)

    await listed
      .getByRole('button', { name: 'Workshop computer को साइन आउट करें और इस डिवाइस पर साइन इन करें' })
      .click()
    await expect(b).toHaveURL(/\/dashboard$/)
    await expect(b.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible()

    // The device signed out learns it at its next check.
    await a.reload()
    await expect(toast(a, 'Signed out')).toContainText('This device was signed out from another device.')
    await expect(a).toHaveURL(/\/login$/)
  } finally {
    await first.close()
    await second.close()
  }
})
