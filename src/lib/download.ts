// Saving generated text or bytes as a file in the browser: a Blob behind an object URL and a temporary link.

const UNSAFE_FILE_CHARACTERS = /[\\/:*?"<>|\u0000-\u001f]+/g

/** Makes a file name safe on Windows, macOS and Android and makes sure it ends with the extension. */
export function safeFileName(name: string, extension: string): string {
  const ext = extension.startsWith('.') ? extension : `.${extension}`
  let base = name.replace(UNSAFE_FILE_CHARACTERS, '-').replace(/\s+/g, ' ').trim()
  if (base.toLowerCase().endsWith(ext.toLowerCase())) base = base.slice(0, -ext.length)
  base = base.replace(/^[.\s-]+|[.\s-]+$/g, '').slice(0, 100)
  return `${base || 'download'}${ext}`
}

/** Offers text to the user as a downloaded file (UTF-8, so Hindi survives). */
export function downloadText(name: string, text: string, extension = '.txt', type = 'text/plain'): void {
  const blob = new Blob([text], { type: `${type};charset=utf-8` })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = safeFileName(name, extension)
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers start the download asynchronously; revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Offers bytes (a PDF, a picture) as a downloaded file. */
export function downloadBytes(name: string, bytes: Uint8Array, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
