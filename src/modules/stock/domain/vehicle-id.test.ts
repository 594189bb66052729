import { describe, expect, it } from 'vitest'
import { vehicleId } from './vehicle-id'

describe("a vehicle's id", () => {
  it('is the same for one chassis however it is typed, and differs by chassis and by company', async () => {
    const id = await vehicleId('owner-1', 'MA3EWB22S00123456')
    expect(id).toMatch(/^v-[0-9a-f]{32}$/)
    expect(await vehicleId('owner-1', 'ma3 ewb22s-00123456')).toBe(id)
    expect(await vehicleId('owner-1', 'MA3EWB22S00123457')).not.toBe(id)
    expect(await vehicleId('owner-2', 'MA3EWB22S00123456')).not.toBe(id)
  })
})
