// Length and general area units. Imperial units use the exact 1959 international definitions
// (1 in = 25.4 mm, 1 lb = 0.45359237 kg).
import type { UnitCategory } from './unit-types'

const FT = 0.3048
const YD = 0.9144

export const LENGTH: UnitCategory = {
  id: 'length',
  en: 'Length',
  hi: 'लंबाई',
  base: 'm',
  units: [
    { id: 'mm', symbol: 'mm', en: 'millimetre', hi: 'मिलीमीटर', aliases: ['millimeter'], factor: 0.001 },
    { id: 'cm', symbol: 'cm', en: 'centimetre', hi: 'सेंटीमीटर', aliases: ['centimeter'], factor: 0.01 },
    { id: 'm', symbol: 'm', en: 'metre', hi: 'मीटर', aliases: ['meter'], factor: 1 },
    { id: 'km', symbol: 'km', en: 'kilometre', hi: 'किलोमीटर', aliases: ['kilometer'], factor: 1000 },
    { id: 'in', symbol: 'in', en: 'inch', hi: 'इंच', aliases: ['inches', '"'], factor: 0.0254 },
    { id: 'ft', symbol: 'ft', en: 'foot', hi: 'फ़ुट', aliases: ['feet', "'"], factor: FT },
    { id: 'yd', symbol: 'yd', en: 'yard', hi: 'गज़', aliases: ['gaj'], factor: YD },
    { id: 'mi', symbol: 'mi', en: 'mile', hi: 'मील', factor: 1609.344 },
    { id: 'nmi', symbol: 'NM', en: 'nautical mile', hi: 'समुद्री मील', factor: 1852 },
  ],
}

export const SQ_FT = FT * FT
export const SQ_YD = YD * YD
export const ACRE = 43_560 * SQ_FT

export const AREA_GENERAL = [
  {
    id: 'sq-m',
    symbol: 'm²',
    en: 'square metre',
    hi: 'वर्ग मीटर',
    aliases: ['sqm', 'sq m', 'square meter'],
    factor: 1,
  },
  {
    id: 'sq-ft',
    symbol: 'ft²',
    en: 'square foot',
    hi: 'वर्ग फ़ुट',
    aliases: ['sqft', 'sq ft', 'square feet'],
    factor: SQ_FT,
  },
  {
    id: 'sq-in',
    symbol: 'in²',
    en: 'square inch',
    hi: 'वर्ग इंच',
    aliases: ['sq in'],
    factor: 0.0254 * 0.0254,
  },
  {
    id: 'sq-yd',
    symbol: 'yd²',
    en: 'square yard (gaj)',
    hi: 'वर्ग गज़ (गज)',
    aliases: ['sq yd', 'gaj', 'gaz'],
    factor: SQ_YD,
  },
  { id: 'sq-km', symbol: 'km²', en: 'square kilometre', hi: 'वर्ग किलोमीटर', factor: 1e6 },
  { id: 'hectare', symbol: 'ha', en: 'hectare', hi: 'हेक्टेयर', factor: 10_000 },
  { id: 'acre', symbol: 'ac', en: 'acre', hi: 'एकड़', factor: ACRE },
  { id: 'cent', symbol: 'cent', en: 'cent', hi: 'सेंट', note: '1/100 acre (south India)', factor: ACRE / 100 },
  {
    id: 'guntha',
    symbol: 'guntha',
    en: 'guntha',
    hi: 'गुंठा',
    note: '1/40 acre = 121 sq yd (Maharashtra, Karnataka, Gujarat)',
    factor: ACRE / 40,
  },
  {
    id: 'ground',
    symbol: 'ground',
    en: 'ground',
    hi: 'ग्राउंड',
    note: '2,400 sq ft (Tamil Nadu)',
    factor: 2_400 * SQ_FT,
  },
  {
    id: 'marla',
    symbol: 'marla',
    en: 'marla',
    hi: 'मरला',
    note: 'revenue marla, 272.25 sq ft (Punjab, Haryana; some municipal plots use 225 sq ft)',
    factor: 272.25 * SQ_FT,
  },
  {
    id: 'kanal',
    symbol: 'kanal',
    en: 'kanal',
    hi: 'कनाल',
    note: '20 marla = 5,445 sq ft (Punjab, Haryana, Himachal, J&K)',
    factor: 5_445 * SQ_FT,
  },
] as const
