// The image worker family: compress, resize and convert images with the Squoosh wasm encoders, off the
// main thread. The encoders' .wasm files are part of our build (see workers/image/codecs.ts).
import { expose } from 'comlink'
import type { ImageWorkerApi } from './image/api.options'
import { cropImage } from './image/crop'
import { passportPhoto } from './image/passport'
import { planSizes, processImages } from './image/process'

const api: ImageWorkerApi = { processImages, planSizes, cropImage, passportPhoto }

expose(api)

export type { ImageWorkerApi }
