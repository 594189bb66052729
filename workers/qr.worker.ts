// The QR worker family: reads drawn codes back with jsQR off the main thread, so the page stays smooth
// while the magic QR tool checks every style change.
import { expose } from 'comlink'
import type { QrWorkerApi } from './qr/api.options'
import { verifyQr } from './qr/verify'

const api: QrWorkerApi = { verifyQr }

expose(api)

export type { QrWorkerApi }
