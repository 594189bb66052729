import type { IncomingMessage } from 'node:http'
import { readBody } from './http-util.ts'
import { restError } from './rest-errors.ts'

export async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req)
  const text = raw.toString('utf8').trim()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch (e) {
    throw restError(400, 'PGRST102', 'Empty or invalid json', (e as Error).message, null)
  }
}
