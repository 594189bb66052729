// The QR worker's task signatures, in a side-effect-free file the pages may import.

/** RGBA pixels of a drawn code (the buffer is transferred, not copied). */
export type QrPicture = { data: ArrayBuffer; width: number; height: number }

/** What each check read back: the text, or null when it could not read the code at all. */
export type VerifyResult = {
  /** At the drawn size. */
  full: string | null
  /** Shrunk until a module is about three pixels, as a phone sees a small print from arm's length. */
  small: string | null
}

export type QrWorkerApi = {
  verifyQr: (input: QrPicture, options: { modules: number }) => Promise<VerifyResult>
}
