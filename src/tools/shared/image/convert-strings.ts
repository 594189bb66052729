import { defineStrings } from '@/lib/i18n'

/** Strings of the two format converters (PNG → JPG and JPG → PNG). */
export const useConvertStrings = defineStrings({
  en: {
    quality: 'JPG quality: {{quality}}',
    qualityHint: '85 keeps photos sharp at a moderate size.',
    background: 'Colour behind transparent parts',
    backgroundHint: 'JPG cannot be transparent; these parts get this colour.',
    toJpeg: 'Convert to JPG',
    toPng: 'Convert to PNG',
    jpegNote: 'Metadata is removed; photos stay upright.',
    optimise: 'Make the PNG smaller with OxiPNG (the same pixels; slower on big photos)',
    pngNote:
      'PNG is lossless: the picture does not lose quality, but a photo as PNG is usually several times larger than as JPG. Metadata is removed; photos stay upright.',
  },
  hi: {
    quality: 'JPG क्वालिटी: {{quality}}',
    qualityHint: '85 पर फ़ोटो साफ़ रहती हैं और साइज़ ठीक-ठाक रहता है।',
    background: 'पारदर्शी हिस्सों के पीछे का रंग',
    backgroundHint: 'JPG पारदर्शी नहीं हो सकती; ऐसे हिस्से इस रंग के हो जाते हैं।',
    toJpeg: 'JPG में बदलें',
    toPng: 'PNG में बदलें',
    jpegNote: 'मेटाडेटा हटता है; फ़ोटो सीधी रहती हैं।',
    optimise: 'OxiPNG से PNG छोटी करें (पिक्सेल वही रहते हैं; बड़ी फ़ोटो पर धीमा)',
    pngNote:
      'PNG में क्वालिटी नहीं घटती, पर फ़ोटो PNG में आमतौर पर JPG से कई गुना बड़ी होती है। मेटाडेटा हटता है; फ़ोटो सीधी रहती हैं।',
  },
})
