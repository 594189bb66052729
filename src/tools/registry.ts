// The explicit list of public tools. Add a tool here and it gets its route, catalogue card, search entry,
// page metadata, sitemap line, prerendered HTML and precache entry.
import { createRegistry } from './define-tool'
import { meta as pdfEditor } from './pdf-editor/meta'
import { meta as qrCodeGenerator } from './qr-code-generator/meta'
import { meta as magicQrCodeGenerator } from './magic-qr-code-generator/meta'
import { meta as pollMaker } from './poll-maker/meta'
import { meta as urlShortener } from './url-shortener/meta'
import { meta as invoiceGenerator } from './invoice-generator/meta'
import { meta as resumeBuilder } from './resume-builder/meta'
import { meta as marriageBiodataMaker } from './marriage-biodata-maker/meta'
import { meta as wordToPdf } from './word-to-pdf/meta'
import { meta as compressPdf } from './compress-pdf/meta'
import { meta as imageCompressor } from './image-compressor/meta'
import { meta as imageResizer } from './image-resizer/meta'
import { meta as pngToJpeg } from './png-to-jpeg/meta'
import { meta as jpegToPng } from './jpeg-to-png/meta'
import { meta as cropAnything } from './crop-anything/meta'
import { meta as canvasCraft } from './canvas-craft/meta'
import { meta as passportPhotoMaker } from './passport-photo-maker/meta'
import { meta as thumbnailDownloader } from './thumbnail-downloader/meta'
import { meta as aadhaarFormatter } from './aadhaar-formatter/meta'
import { meta as pdfToJpeg } from './pdf-to-jpeg/meta'
import { meta as jpegToPdf } from './jpeg-to-pdf/meta'
import { meta as pdfToText } from './pdf-to-text/meta'
import { meta as splitPdf } from './split-pdf/meta'
import { meta as mergePdf } from './merge-pdf/meta'
import { meta as ageCalculator } from './age-calculator/meta'
import { meta as bmiCalculator } from './bmi-calculator/meta'
import { meta as colorPicker } from './color-picker/meta'
import { meta as dateDifferenceCalculator } from './date-difference-calculator/meta'
import { meta as unitConverter } from './unit-converter/meta'
import { meta as emiCalculator } from './emi-calculator/meta'
import { meta as gstCalculator } from './gst-calculator/meta'
import { meta as passwordGenerator } from './password-generator/meta'
import { meta as sipCalculator } from './sip-calculator/meta'
import { meta as taxableAmountCalculator } from './taxable-amount-calculator/meta'
import { meta as textCaseConverter } from './text-case-converter/meta'
import { meta as wordCounter } from './word-counter/meta'
import { meta as textSummarizer } from './text-summarizer/meta'
import { meta as habitTracker } from './habit-tracker/meta'
import { meta as pomodoroTimer } from './pomodoro-timer/meta'
import { meta as jsonFormatter } from './json-formatter/meta'

export const TOOLS = createRegistry([
  wordCounter,
  textCaseConverter,
  passwordGenerator,
  gstCalculator,
  emiCalculator,
  sipCalculator,
  taxableAmountCalculator,
  bmiCalculator,
  ageCalculator,
  dateDifferenceCalculator,
  unitConverter,
  colorPicker,
  pdfEditor,
  mergePdf,
  splitPdf,
  pdfToText,
  jpegToPdf,
  pdfToJpeg,
  compressPdf,
  aadhaarFormatter,
  wordToPdf,
  imageCompressor,
  imageResizer,
  pngToJpeg,
  jpegToPng,
  cropAnything,
  canvasCraft,
  passportPhotoMaker,
  thumbnailDownloader,
  invoiceGenerator,
  textSummarizer,
  habitTracker,
  pomodoroTimer,
  resumeBuilder,
  marriageBiodataMaker,
  qrCodeGenerator,
  magicQrCodeGenerator,
  pollMaker,
  urlShortener,
  jsonFormatter,
])

export function findTool(slug: string) {
  return TOOLS.find((tool) => tool.slug === slug)
}
