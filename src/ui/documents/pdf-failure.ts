import { WorkerTaskError } from '@/lib/worker-bridge'

/**
 * Which words explain a PDF that could not be made (keys of the document strings): a damaged picture and a
 * document too large for the device are the two a person can act on; anything else is worth another try.
 */
export function pdfFailureKey(error: unknown): 'badPicture' | 'tooLarge' | 'tryAgain' {
  const code = error instanceof WorkerTaskError ? error.code : null
  if (code === 'UnsupportedFormat' || code === 'CorruptFile') return 'badPicture'
  if (code === 'TooLarge' || code === 'OutOfMemory') return 'tooLarge'
  return 'tryAgain'
}
