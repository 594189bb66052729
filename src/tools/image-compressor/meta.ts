import { ImageDown } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'image-compressor',
  category: 'image',
  icon: ImageDown,
  name: { en: 'Image compressor', hi: 'इमेज कंप्रेसर' },
  title: {
    en: 'Compress image to 20 KB, 50 KB or any size – offline',
    hi: 'फ़ोटो को 20 KB, 50 KB या किसी भी साइज़ में कंप्रेस करें',
  },
  description: {
    en: 'Shrink JPG, PNG and WebP with MozJPEG, WebP, AVIF or lossless OxiPNG, or hit a size like 50 KB for exam forms. Before/after view, batch, ZIP. Nothing is uploaded.',
    hi: 'JPG, PNG और WebP फ़ोटो को MozJPEG, WebP, AVIF या बिना क्वालिटी खोए OxiPNG से छोटा करें, या फ़ॉर्म के लिए 50 KB जैसा साइज़ पाएँ। पहले/बाद की तुलना, कई फ़ाइलें और ZIP। कुछ अपलोड नहीं होता।',
  },
  keywords: [
    'compress image',
    'image compressor',
    'reduce photo size',
    'compress jpg',
    'photo 20kb',
    'photo 50kb',
    'signature 10kb',
    'photo size kam kare',
    'फ़ोटो का साइज़ कम करें',
    'webp',
    'avif',
    'compress png',
    'oxipng',
  ],
  offline: 'full',
  load: () => import('./image-compressor-tool'),
})
