import type { Server } from 'node:http'
import type { ServerContext } from './context.ts'

export async function startRealtime(
  _ctx: ServerContext,
  _server: Server,
): Promise<{ close: () => Promise<void> }> {
  return { close: async () => {} }
}
