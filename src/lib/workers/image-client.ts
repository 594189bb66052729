// The image worker family's client: the Squoosh encoders and all decoding run in that worker, so the page
// stays responsive and the wasm loads only when an image tool is used. Also here: the messages for each
// per-file problem in both languages.
import type { ImageWorkerApi, ItemProblem } from '../../../workers/image/api.options'
import { defineStrings } from '../i18n'
import { createWorkerClient } from '../worker-bridge'

/** The one client all image tools share; tasks run one at a time. */
export const imageWorker = createWorkerClient<ImageWorkerApi>(
  () => new Worker(new URL('../../../workers/image.worker.ts', import.meta.url), { type: 'module' }),
)

export const useImageProblemStrings = defineStrings({
  en: {
    UnsupportedFormat: 'This is not an image this tool can read (JPG, PNG, WebP, GIF, BMP or AVIF).',
    Heic: 'This is an iPhone HEIC photo, which this browser cannot open. On the iPhone, set Settings → Camera → Formats → Most Compatible, or share the photo by mail or WhatsApp (it arrives as JPG), then try again.',
    CorruptFile:
      'This image is damaged or incomplete (perhaps a download that did not finish), so it cannot be read.',
    TooLarge:
      'This picture has more than 100 megapixels, too many to open safely on this device. Shrink it on a computer first.',
    OutOfMemory: 'This device ran out of memory for this picture. Try a smaller size or a computer.',
    Unknown: 'Something went wrong with this image. Please try again.',
  } satisfies Record<ItemProblem, string>,
  hi: {
    UnsupportedFormat: 'यह टूल इस फ़ाइल को तस्वीर के रूप में नहीं पढ़ सकता (JPG, PNG, WebP, GIF, BMP या AVIF चाहिए)।',
    Heic: 'यह iPhone की HEIC फ़ोटो है, जिसे यह ब्राउज़र नहीं खोल सकता। iPhone में Settings → Camera → Formats → Most Compatible चुनें, या फ़ोटो को मेल या WhatsApp से भेजें (वह JPG बनकर आती है), फिर कोशिश करें।',
    CorruptFile: 'यह तस्वीर ख़राब या अधूरी है (शायद डाउनलोड पूरा नहीं हुआ), इसलिए पढ़ी नहीं जा सकती।',
    TooLarge:
      'इस तस्वीर में 100 मेगापिक्सल से ज़्यादा हैं, जो इस डिवाइस पर सुरक्षित रूप से नहीं खुल सकती। पहले कंप्यूटर पर छोटी करें।',
    OutOfMemory: 'इस तस्वीर के लिए डिवाइस की मेमोरी कम पड़ गई। छोटा साइज़ चुनें या कंप्यूटर पर कोशिश करें।',
    Unknown: 'इस तस्वीर के साथ कुछ गड़बड़ हुई। कृपया फिर कोशिश करें।',
  } satisfies Record<ItemProblem, string>,
})
