// Bigha and biswa differ by state and even by district; these are the commonly published state values
// (procivilengineer.com/bigha state table, cross-checked with 99patta.com/utility and rhdreamhomes.com —
// secondary sources; land records use the local tehsil's value). Biswa = 1/20 bigha everywhere listed.
import { AREA_GENERAL, SQ_FT } from './units-length'
import type { UnitCategory, UnitDef } from './unit-types'

const BIGHA_SQFT: readonly { state: string; en: string; hi: string; sqft: number }[] = [
  { state: 'assam', en: 'Assam', hi: 'असम', sqft: 14_400 },
  { state: 'bihar', en: 'Bihar', hi: 'बिहार', sqft: 27_220 },
  { state: 'gujarat', en: 'Gujarat', hi: 'गुजरात', sqft: 17_424 },
  { state: 'haryana', en: 'Haryana', hi: 'हरियाणा', sqft: 27_225 },
  { state: 'himachal-pradesh', en: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश', sqft: 8_712 },
  { state: 'jharkhand', en: 'Jharkhand', hi: 'झारखंड', sqft: 27_211 },
  { state: 'madhya-pradesh', en: 'Madhya Pradesh', hi: 'मध्य प्रदेश', sqft: 12_000 },
  { state: 'punjab', en: 'Punjab', hi: 'पंजाब', sqft: 9_070 },
  { state: 'rajasthan-pucca', en: 'Rajasthan (pucca)', hi: 'राजस्थान (पक्का)', sqft: 27_225 },
  { state: 'rajasthan-kachha', en: 'Rajasthan (kachha)', hi: 'राजस्थान (कच्चा)', sqft: 17_424 },
  { state: 'uttar-pradesh', en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश', sqft: 27_000 },
  { state: 'uttarakhand', en: 'Uttarakhand', hi: 'उत्तराखंड', sqft: 6_804 },
  { state: 'west-bengal', en: 'West Bengal', hi: 'पश्चिम बंगाल', sqft: 14_400 },
]

/** States with a bigha value, for the state picker. */
export const BIGHA_STATES = BIGHA_SQFT.map(({ state, en, hi, sqft }) => ({ state, en, hi, sqft }))

const bighaUnits: UnitDef[] = BIGHA_SQFT.flatMap((b) => [
  {
    id: `bigha-${b.state}`,
    symbol: 'bigha',
    en: `bigha (${b.en})`,
    hi: `बीघा (${b.hi})`,
    aliases: ['bigha', 'beegha'],
    factor: b.sqft * SQ_FT,
    note: `${b.sqft.toLocaleString('en-IN')} sq ft — regional value, confirm locally`,
  },
  {
    id: `biswa-${b.state}`,
    symbol: 'biswa',
    en: `biswa (${b.en})`,
    hi: `बिस्वा (${b.hi})`,
    aliases: ['biswa'],
    factor: (b.sqft / 20) * SQ_FT,
    note: `1/20 bigha = ${(b.sqft / 20).toLocaleString('en-IN')} sq ft`,
  },
])

export const AREA: UnitCategory = {
  id: 'area',
  en: 'Area and land',
  hi: 'क्षेत्रफल और ज़मीन',
  base: 'sq-m',
  units: [...AREA_GENERAL, ...bighaUnits],
}
