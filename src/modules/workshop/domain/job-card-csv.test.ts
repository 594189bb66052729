import { describe, expect, it } from 'vitest'
import type { JobCard } from '@schemas/index'
import { jobCardsToCsv } from './job-card-csv'

describe('jobCardsToCsv', () => {
  it('dates the card in India, the total in rupees, the opener by name', () => {
    const csv = jobCardsToCsv(
      [
        {
          job_no: 'JCK3Q/2627/0001',
          // 2026-11-21 20:00 UTC is already the 22nd in India.
          opened_at: Date.UTC(2026, 10, 21, 20, 0),
          reg_no: 'UP32AB1234',
          customer_name: 'Ramesh',
          odometer: 12_345,
          status: 'open',
          total: 98_920,
          created_by: 'u1',
        } as JobCard,
      ],
      () => 'Meena',
    )
    expect(csv.slice(1).split('\r\n')[1]).toBe(
      'JCK3Q/2627/0001,2026-11-22,UP32AB1234,,Ramesh,,12345,open,989.2,Meena',
    )
  })
})
