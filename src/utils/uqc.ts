// The GST Unique Quantity Code of a unit the dealer counts in (research/dms.md App. E): invoices, the HSN
// summary of GSTR-1 and e-invoices name quantities by UQC, three letters from the GSTN's list, while the
// workshop's unit list (spec §9) speaks as the counter does ("Nos", "Ltr", "Carton"). A unit with no code of its
// own is OTH (others), as the GSTN asks.

const UQC_OF: Readonly<Record<string, string>> = {
  NOS: 'NOS',
  NO: 'NOS',
  PCS: 'PCS',
  PC: 'PCS',
  DOZ: 'DOZ',
  PKT: 'PAC',
  PACK: 'PAC',
  SET: 'SET',
  PAIR: 'PRS',
  KG: 'KGS',
  KGS: 'KGS',
  GM: 'GMS',
  GMS: 'GMS',
  QTL: 'QTL',
  MT: 'MTS',
  LTR: 'LTR',
  L: 'LTR',
  ML: 'MLT',
  MTR: 'MTR',
  CM: 'CMS',
  SQM: 'SQM',
  BOX: 'BOX',
  BAG: 'BAG',
  CAN: 'CAN',
  TIN: 'CAN',
  DRUM: 'DRM',
  CARTON: 'CTN',
  BUNDLE: 'BDL',
  KM: 'KME',
  YD: 'YDS',
  SQFT: 'SQF',
  SQYD: 'SQY',
  CBM: 'CBM',
  TON: 'TON',
  KL: 'KLR',
  GAL: 'UGS',
  BOTTLE: 'BTL',
  ROLL: 'ROL',
  TUBE: 'TUB',
  UNIT: 'UNT',
  BALE: 'BAL',
  BUNCH: 'BUN',
  GROSS: 'GRS',
}

/** The UQC of a unit ("Ltr" → LTR, "Pair" → PRS, "Carton" → CTN); OTH when the list has none for it. */
export function uqcOf(unit: string): string {
  return UQC_OF[unit.trim().toUpperCase()] ?? 'OTH'
}
