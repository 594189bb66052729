import type { IncomingMessage } from 'node:http'
import { readBody } from './http-util.ts'
import { restError } from './rest-errors.ts'
import { LimitError, parseJsonLimited } from './request-limits.ts'

export async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req)
  const text = raw.toString('utf8').trim()
  if (text === '') return undefined
  try {
    return parseJsonLimited(text)
  } catch (e) {
    if (e instanceof LimitError) throw e
    throw restError(400, 'PGRST102', 'Empty or invalid json', (e as Error).message, null)
  }
}
