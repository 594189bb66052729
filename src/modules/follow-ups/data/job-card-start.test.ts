import { describe, expect, it } from 'vitest'
import { jobCardStart } from './job-card-start'

describe('jobCardStart', () => {
  it('takes the customer from the party and the vehicle from the follow-up, else from the vehicles list', () => {
    const reminder = { party_id: 'p-1', reg_no: 'MH12AB1234', vehicle: 'Honda Activa 6G' }
    expect(
      jobCardStart(
        reminder,
        { id: 'p-1', name: 'Asha Rao', mobile: '98220 11223' },
        { chassis_no: 'ME4JF50AKN8000001', registration_no: 'MH12AB9999', description: 'Activa' },
      ),
    ).toEqual({
      party_id: 'p-1',
      customer_name: 'Asha Rao',
      mobile: '98220 11223',
      reg_no: 'MH12AB1234',
      chassis_no: 'ME4JF50AKN8000001',
      make_model: 'Honda Activa 6G',
    })
    expect(jobCardStart({ party_id: '', reg_no: '', vehicle: '' }, null, null)).toEqual({
      party_id: null,
      customer_name: '',
      mobile: '',
      reg_no: '',
      chassis_no: '',
      make_model: '',
    })
    expect(
      jobCardStart({ party_id: '', reg_no: '', vehicle: '' }, null, {
        chassis_no: 'X1',
        registration_no: 'UP32AB1',
        description: 'Swift',
      }),
    ).toMatchObject({ reg_no: 'UP32AB1', make_model: 'Swift', chassis_no: 'X1' })
  })
})
