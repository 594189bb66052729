// bench/pdf.mjs's stand-in for the browser's PDF worker: a Node worker thread that runs one task (merge,
// split or compress) on request, so the main thread can measure how long it is ever blocked meanwhile.
import { parentPort } from 'node:worker_threads'
import { createJiti } from 'jiti'

const jiti = createJiti(import.meta.url)
const { merge } = await jiti.import('../workers/pdf/merge.ts')
const { split } = await jiti.import('../workers/pdf/split.ts')
const { compress } = await jiti.import('../workers/pdf/compress.ts')
// Canvas backend (@napi-rs/canvas) and MozJPEG's wasm, as the worker tests install them.
const { useNode: installNode } = await jiti.import('../workers/pdf/test-helpers.ts')
installNode()

const pdf = (bytes) => new Blob([bytes], { type: 'application/pdf' })

parentPort.on('message', async ({ task, files, options }) => {
  let out
  if (task === 'merge') out = [await merge({ files: files.map(pdf) }, options)]
  else if (task === 'split') out = await split({ file: pdf(files[0]) }, options)
  else out = [await compress({ file: pdf(files[0]) }, options)]
  // Results come back as bytes, as the browser worker hands Blobs to the page.
  const buffers = await Promise.all(out.map(async (o) => o.blob.arrayBuffer()))
  parentPort.postMessage(buffers, buffers)
})
parentPort.postMessage('ready')
