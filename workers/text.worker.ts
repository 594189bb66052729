// The text worker family: work on large texts (a 20 MB JSON file) off the main thread, so the page stays
// responsive while it runs and Cancel can stop it.
import { expose } from 'comlink'
import type { TextWorkerApi } from './text/json.options'
import { processJson } from './text/process-json'

const api: TextWorkerApi = { processJson }

expose(api)

export type { TextWorkerApi }
