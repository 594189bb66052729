import { FileImage } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'png-to-jpeg',
  category: 'image',
  icon: FileImage,
  name: { en: 'PNG to JPG', hi: 'PNG से JPG' },
  title: { en: 'PNG to JPG converter – batch, offline', hi: 'PNG से JPG कन्वर्टर – कई फ़ाइलें, ऑफ़लाइन' },
  description: {
    en: 'Convert PNG, WebP, GIF or BMP images to JPG with MozJPEG: choose the quality and the colour behind transparent parts. Many at once, ZIP download, nothing uploaded.',
    hi: 'PNG, WebP, GIF या BMP तस्वीरों को MozJPEG से JPG में बदलें: क्वालिटी और पारदर्शी हिस्सों के पीछे का रंग चुनें। एक साथ कई, ZIP डाउनलोड, कुछ अपलोड नहीं।',
  },
  keywords: [
    'png to jpg',
    'png to jpeg',
    'convert png',
    'webp to jpg',
    'image to jpg',
    'png ko jpg',
    'पीएनजी से जेपीजी',
  ],
  offline: 'full',
  load: () => import('./png-to-jpeg-tool'),
})
