/** Outcome of validating user input: a value, or a machine-readable reason the UI translates. */
export type Result<T, R extends string> = { ok: true; value: T } | { ok: false; reason: R }

/** Wraps a value as a successful result. */
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value })

/** Wraps a reason code as a failed result. */
export const fail = <R extends string>(reason: R): { ok: false; reason: R } => ({ ok: false, reason })
