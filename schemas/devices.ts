// A signed-in device as the active_sessions table holds it, shared by the device pages (src/auth) and the
// staff domain, which lists each member's devices without reaching src/auth.

export type FormFactor = 'phone' | 'tablet' | 'desktop'

/** active_sessions.device_info as the app writes it (spec §3: it holds userAgent). */
export type DeviceInfo = {
  userAgent?: string
  browser?: string | null
  os?: string | null
  form?: FormFactor | null
  /** Set by the user; null or absent: none. */
  name?: string | null
}

/** One row of active_sessions as the device lists read it. */
export type DeviceRow = {
  session_id: string
  last_active: string
  device_info: DeviceInfo | null
  /** The device's letter of vehicle invoice series, given by the server (sql/0027); null before it has one. */
  slot?: string | null
  /** The financial year of `slot` ('2627'). */
  slot_fy?: string | null
}
