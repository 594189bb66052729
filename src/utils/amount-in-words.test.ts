import { describe, expect, it } from 'vitest'
import { amountInWordsEn, amountInWordsHi, numberToWordsEn, numberToWordsHi } from './amount-in-words'
import { HINDI_0_TO_99 } from './hindi-number-words'

describe('amountInWordsEn', () => {
  it('uses Indian invoice wording', () => {
    expect(amountInWordsEn(123456789)).toEqual({
      ok: true,
      value: 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only',
    })
    expect(amountInWordsEn(11800000)).toEqual({ ok: true, value: 'Rupees One Lakh Eighteen Thousand Only' })
  })
  it('handles zero, paise only, negatives', () => {
    expect(amountInWordsEn(0)).toEqual({ ok: true, value: 'Rupees Zero Only' })
    expect(amountInWordsEn(50)).toEqual({ ok: true, value: 'Rupees Zero and Fifty Paise Only' })
    expect(amountInWordsEn(-100)).toEqual({ ok: true, value: 'Minus Rupees One Only' })
  })
  it('reaches 99,99,99,99,999.99 and beyond with repeated scale words', () => {
    expect(amountInWordsEn(9999999999999)).toEqual({
      ok: true,
      value:
        'Rupees Nine Thousand Nine Hundred Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    })
    expect(numberToWordsEn(1_000_000_000_000)).toBe('One Lakh Crore')
  })
  it('rejects fractional paise and out-of-range values', () => {
    expect(amountInWordsEn(1.5)).toEqual({ ok: false, reason: 'not-integer-paise' })
    expect(amountInWordsEn(Number.NaN)).toEqual({ ok: false, reason: 'not-integer-paise' })
    expect(amountInWordsEn(1e15)).toEqual({ ok: false, reason: 'too-large' })
  })
  it('spells teens, tens and hundreds', () => {
    expect(numberToWordsEn(10_05_011)).toBe('Ten Lakh Five Thousand Eleven')
    expect(numberToWordsEn(1_00_00_000)).toBe('One Crore')
    expect(numberToWordsEn(90)).toBe('Ninety')
    expect(numberToWordsEn(-21)).toBe('Minus Twenty-One')
    expect(numberToWordsEn(0.5)).toBe('')
  })
})

describe('amountInWordsHi', () => {
  it('matches the reference sentence', () => {
    expect(amountInWordsHi(123456789)).toEqual({
      ok: true,
      value: 'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और नवासी पैसे',
    })
  })
  it('matches to-words hi-IN for 1,18,000 (research/tools.md §g)', () => {
    expect(numberToWordsHi(118000)).toBe('एक लाख अठारह हज़ार')
  })
  it('uses singulars, zero, मात्र and negatives', () => {
    expect(amountInWordsHi(100)).toEqual({ ok: true, value: 'एक रुपया' })
    expect(amountInWordsHi(101)).toEqual({ ok: true, value: 'एक रुपया और एक पैसा' })
    expect(amountInWordsHi(0)).toEqual({ ok: true, value: 'शून्य रुपये' })
    expect(amountInWordsHi(250000, { only: true })).toEqual({ ok: true, value: 'दो हज़ार पाँच सौ रुपये मात्र' })
    expect(amountInWordsHi(-500)).toEqual({ ok: true, value: 'ऋण पाँच रुपये' })
    expect(amountInWordsHi(2.5)).toEqual({ ok: false, reason: 'not-integer-paise' })
  })
  it('covers crore and the irregular table', () => {
    expect(numberToWordsHi(99_99_99_99_999)).toBe(
      'नौ हज़ार नौ सौ निन्यानबे करोड़ निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे',
    )
    expect(HINDI_0_TO_99).toHaveLength(100)
    expect(new Set(HINDI_0_TO_99).size).toBe(100)
    expect([HINDI_0_TO_99[51], HINDI_0_TO_99[79], HINDI_0_TO_99[45], HINDI_0_TO_99[100 - 1]]).toEqual([
      'इक्यावन',
      'उनासी',
      'पैंतालीस',
      'निन्यानबे',
    ])
  })
})
