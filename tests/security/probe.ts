// How the security suite counts and judges its attempts: every request an attacker makes is one attempt; a
// finding is a leak (the victim's marker in an answer), a change (the victim's data differs afterwards) or a
// server error (5xx). The suite fails on any finding and prints its counts.

export type Finding = { kind: 'leak' | 'change' | 'server error' | 'accepted'; what: string; detail?: string }

export class Probe {
  attempts = 0
  readonly findings: Finding[] = []

  constructor(private readonly marker: string) {}

  /** Sends one attacker request and checks its answer for a 5xx and the victim's marker. */
  async send(what: string, url: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
    this.attempts += 1
    let status = 0
    let text = ''
    try {
      const r = await fetch(url, init)
      status = r.status
      text = await r.text()
    } catch (e) {
      this.findings.push({ kind: 'server error', what, detail: `no answer: ${String(e)}` })
      return { status, text }
    }
    if (status >= 500) {
      this.findings.push({ kind: 'server error', what, detail: `${status} ${text.slice(0, 300)}` })
    }
    if (text.toLowerCase().includes(this.marker.toLowerCase())) {
      this.findings.push({ kind: 'leak', what, detail: text.slice(0, 300) })
    }
    return { status, text }
  }

  /** Records a finding when `ok` is false. */
  expect(ok: boolean, kind: Finding['kind'], what: string, detail?: string): void {
    if (!ok) this.findings.push({ kind, what, detail })
  }
}
