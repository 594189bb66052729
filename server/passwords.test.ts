import { performance } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
import {
  MAX_PASSWORD_BYTES,
  PasswordTooLongError,
  hashPassword,
  isBcryptHash,
  needsRehash,
  verifyPassword,
} from './passwords.ts'

// Written by the embedded server before it stored bcrypt (scrypt N=16384, r=8, p=1).
const OLD_SCRYPT = 'scrypt$16384$8$1$MDFF+Sob9+gnJy1A6LGeNA==$C/SuG8pnrO1k4gyUrD8yJkbVSvaYfH8gd8mlhyg+IUE='

describe('password hashes GoTrue can verify', () => {
  it('stores bcrypt cost 10 with the $2a$ prefix GoTrue writes, and round-trips', async () => {
    const h = await hashPassword('correct horse 1')
    expect(h).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/)
    expect(isBcryptHash(h)).toBe(true)
    expect(needsRehash(h)).toBe(false)
    expect(await verifyPassword('correct horse 1', h)).toBe(true)
    expect(await verifyPassword('correct horse 2', h)).toBe(false)
    expect(await verifyPassword('', h)).toBe(false)
    // A fresh salt every time.
    expect(await hashPassword('correct horse 1')).not.toBe(h)
  })

  it('verifies hashes made by other bcrypt implementations', async () => {
    // jBCrypt / OpenBSD test vector.
    expect(
      await verifyPassword(
        'abcdefghijklmnopqrstuvwxyz',
        '$2a$10$fVH8e28OQRj9tqiDXs1e1uxpsjN0c7II7YPKXua2NAKYvM6iQk7dq',
      ),
    ).toBe(true)
    // Apache's `htpasswd -bnBC 10 "" <password>` (2.4.71, writes $2y$), one with non-ASCII characters.
    expect(
      await verifyPassword('correct horse 1', '$2y$10$GA2FCp/LmqoCORFUM6PTQuRl2hyXg26sVwUq8YPaL2/VTOsSs0PXq'),
    ).toBe(true)
    expect(
      await verifyPassword('pässwörd-ĀB', '$2y$10$x5TUUIlz4Y0LECvcQIe4xeCG2PVlaZx6XZQUTyexDCAj0cfTJ5Dc2'),
    ).toBe(true)
    expect(
      await verifyPassword('passwörd-ĀB', '$2y$10$x5TUUIlz4Y0LECvcQIe4xeCG2PVlaZx6XZQUTyexDCAj0cfTJ5Dc2'),
    ).toBe(false)
  })

  it('still verifies the old scrypt format, which asks for a re-hash', async () => {
    expect(needsRehash(OLD_SCRYPT)).toBe(true)
    expect(await verifyPassword('old-scrypt-pass', OLD_SCRYPT)).toBe(true)
    expect(await verifyPassword('old-scrypt-pasS', OLD_SCRYPT)).toBe(false)
  })

  it('refuses no hash or an unreadable one, taking the time of a real check', async () => {
    for (const stored of [null, undefined, '', 'plain', 'scrypt$x$8$1$a$b', '$2a$10$short']) {
      expect(needsRehash(stored)).toBe(false)
      const t = performance.now()
      expect(await verifyPassword('whatever-1', stored)).toBe(false)
      expect(performance.now() - t).toBeGreaterThan(10)
    }
  })

  it('refuses passwords over 72 bytes instead of truncating them', async () => {
    const max = 'é'.repeat(MAX_PASSWORD_BYTES / 2) // 72 bytes in UTF-8, 36 characters
    const h = await hashPassword(max)
    expect(await verifyPassword(max, h)).toBe(true)
    await expect(hashPassword(`${max}x`)).rejects.toBeInstanceOf(PasswordTooLongError)
    await expect(hashPassword('a'.repeat(73))).rejects.toBeInstanceOf(PasswordTooLongError)
    // bcrypt would accept anything starting with the same 72 bytes; this server does not.
    expect(await verifyPassword(`${max}x`, h)).toBe(false)
  })

  it('hashes off the event loop', async () => {
    await hashPassword('warm-up') // starts the worker
    const before = performance.eventLoopUtilization()
    await Promise.all([hashPassword('one-two-three'), verifyPassword('four-five-six', OLD_SCRYPT)])
    // bcryptjs on the main thread would keep the loop busy nearly all the time (utilization ~1).
    expect(performance.eventLoopUtilization(before).utilization).toBeLessThan(0.3)
  })
})
