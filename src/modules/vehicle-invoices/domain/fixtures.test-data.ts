// The worked examples of research/modules.md §5 as the vehicle invoice's rules take them.
import { DEFAULT_TCS, type InvoiceMoneyInput } from './invoice-money'

/** G1: an SUV at 40 % and mats at 18 %, intra-state, PAN given, road tax and registration as pure agent. */
export const G1: InvoiceMoneyInput = {
  kind: 'intra',
  lines: [
    { kind: 'vehicle', unitPricePaise: 14_75_000_00, discountPaise: 25_000_00, rateBp: 4000 },
    { kind: 'accessory', unitPricePaise: 3_389_83, rateBp: 1800 },
  ],
  pureAgent: [1_20_000_00],
  tcs: DEFAULT_TCS,
  buyer: { pan_valid: true },
  roundOff: 'rupee',
}
