import { expectBilingual } from '@harness/strings-check'
import { describe, expect, it } from 'vitest'
import { FOLLOW_UP_STRINGS, followUpText } from './follow-ups-strings'
import { BUCKETS } from './domain/buckets'
import { CALL_OUTCOMES, FOLLOW_UP_KINDS, type Reminder } from './domain/types'
import { reminderMessage, whatsAppNumber } from './domain/whatsapp'

const reminder: Reminder = {
  id: 'f-1',
  company: 'co-1',
  kind: 'service_due',
  cycle: 's2',
  vehicle_id: 'v-car',
  party_id: 'p-asha',
  reg_no: 'UP32AB1234',
  vehicle: 'Maruti Swift VXi',
  source_id: 'jc-1',
  due_date: '2026-04-12',
  due_km: 10_000,
  label: '2nd free service',
  status: 'open',
  attempts: [],
}

const asha = { name: 'Asha Verma', mobile: '+91 98765-43210' }

describe('follow-up strings', () => {
  it('has every English text in Hindi, with the same placeholders', () => {
    expectBilingual(FOLLOW_UP_STRINGS)
  })

  it('names every kind, bucket and outcome', () => {
    const keys = Object.keys(FOLLOW_UP_STRINGS.en)
    for (const k of FOLLOW_UP_KINDS) expect(keys).toContain(`kind_${k}`)
    for (const b of BUCKETS) expect(keys).toContain(`bucket_${b}`)
    for (const o of CALL_OUTCOMES) expect(keys).toContain(`outcome_${o}`)
  })
})

describe('reminderMessage', () => {
  it('writes to the customer’s mobile with 91 in front, in English by default', () => {
    const m = reminderMessage(reminder, asha, 'Bahi Motors', followUpText)
    expect(m.lang).toBe('en')
    expect(m.to).toBe('919876543210')
    expect(m.text).toBe(
      'Namaste Asha Verma, your Maruti Swift VXi (UP32AB1234) is due for its 2nd free service on 12/04/2026 or at 10,000 km, whichever comes first. Reply to this message to book a convenient time. – Bahi Motors',
    )
    expect(m.url).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(m.text)}`)
    expect(new URL(m.url).searchParams.get('text')).toBe(m.text)
  })

  it('writes in Hindi to a customer whose language is Hindi', () => {
    const m = reminderMessage(reminder, { ...asha, language: 'hi' }, 'Bahi Motors', followUpText)
    expect(m.lang).toBe('hi')
    expect(m.text).toBe(
      'नमस्ते Asha Verma, आपकी Maruti Swift VXi (UP32AB1234) की 2nd free service 12/04/2026 को या 10,000 किमी पर, जो भी पहले हो, होनी है। सुविधाजनक समय बुक करने के लिए इस संदेश का जवाब दें। – Bahi Motors',
    )
  })

  it('names the next service when the schedule gave none, and leaves km out when none is due', () => {
    const { label: _label, due_km: _km, ...plain } = reminder
    expect(reminderMessage(plain, asha, 'Bahi Motors', followUpText).text).toContain(
      'is due for its next service on 12/04/2026. Reply',
    )
    expect(reminderMessage(plain, { ...asha, language: 'hi' }, 'Bahi Motors', followUpText).text).toContain(
      'की अगली सर्विस 12/04/2026 को होनी है।',
    )
  })

  it('says until when a free service is free, thanks after a visit and names the policy’s expiry', () => {
    const free = reminderMessage(
      { ...reminder, kind: 'free_service_expiring', due_date: '2026-04-02', window_to: '2026-04-12' },
      asha,
      'Bahi Motors',
      followUpText,
    )
    expect(free.text).toContain('is free until 12/04/2026 or 10,000 km')
    const psf = reminderMessage({ ...reminder, kind: 'psf' }, asha, 'Bahi Motors', followUpText)
    expect(psf.text).toContain('thank you for servicing your Maruti Swift VXi (UP32AB1234) with us')
    const ins = reminderMessage(
      { ...reminder, kind: 'insurance_renewal', due_date: '2026-08-11', window_to: '2026-09-10' },
      { ...asha, language: 'hi' },
      'Bahi Motors',
      followUpText,
    )
    expect(ins.text).toContain('का बीमा 10/09/2026 को समाप्त हो रहा है')
  })

  it('uses the vehicle alone before registration, the number alone without a model', () => {
    expect(reminderMessage({ ...reminder, reg_no: '' }, asha, 'B', followUpText).text).toContain(
      'your Maruti Swift VXi is due',
    )
    expect(reminderMessage({ ...reminder, vehicle: '' }, asha, 'B', followUpText).text).toContain(
      'your UP32AB1234 is due',
    )
  })

  it('opens a chat the person picks when the mobile is not an Indian mobile', () => {
    const m = reminderMessage(reminder, { name: 'Asha', mobile: '12345' }, 'B', followUpText)
    expect(m.to).toBeNull()
    expect(m.url.startsWith('https://wa.me/?text=')).toBe(true)
    expect(reminderMessage(reminder, { name: 'Asha' }, 'B', followUpText).to).toBeNull()
  })
})

describe('whatsAppNumber', () => {
  it('normalises what people type to 91 and the ten digits', () => {
    for (const typed of ['9876543210', '+91 98765 43210', '919876543210', '09876543210', '(98765) 43-210']) {
      expect(whatsAppNumber(typed)).toBe('919876543210')
    }
    expect(whatsAppNumber('5876543210')).toBeNull()
    expect(whatsAppNumber(undefined)).toBeNull()
  })
})
