import { parentPort } from 'node:worker_threads'
import { compareSync, genSaltSync, hashSync } from 'bcryptjs'

// bcrypt in pure JS takes ~80 ms at cost 10 and bcryptjs' async API only yields every 100 ms, so it runs
// here, off the server's event loop. Started by passwords.ts; plain Node runs this file (type stripping).

export type PasswordRequest =
  { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string }
export type PasswordJob = PasswordRequest & { id: number }
export type PasswordReply = { id: number; result?: string | boolean; error?: string }

parentPort?.on('message', (job: PasswordJob) => {
  let reply: PasswordReply
  try {
    if (job.op === 'hash') {
      // GoTrue (Go's x/crypto/bcrypt) writes `$2a$`; bcryptjs writes `$2b$`. For passwords of at most 72
      // bytes the two are the same algorithm, so only the prefix of the salt changes.
      const salt = genSaltSync(job.cost).replace(/^\$2b\$/, '$2a$')
      reply = { id: job.id, result: hashSync(job.password, salt) }
    } else {
      reply = { id: job.id, result: compareSync(job.password, job.hash) }
    }
  } catch (e) {
    reply = { id: job.id, error: e instanceof Error ? e.message : String(e) }
  }
  parentPort?.postMessage(reply)
})
