import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ServerContext } from './context.ts'
import { HttpError } from './http-util.ts'

export async function handleStorage(
  _ctx: ServerContext,
  _req: IncomingMessage,
  _res: ServerResponse,
  _url: URL,
): Promise<void> {
  throw new HttpError(404, { statusCode: '404', error: 'not_found', message: 'Storage not ready' })
}
