// pdf.js ≥ 5.5 calls Map/WeakMap.prototype.getOrInsertComputed and getOrInsert (TC39 "upsert")
// unconditionally; Safari 18, older Chromes and Node 24 lack them (research/tools.md §0.9). Imported before
// pdf.js wherever pdf.js runs — in this app that is only the PDF worker, never the page.
type Upsert<K, V> = {
  getOrInsert(key: K, value: V): V
  getOrInsertComputed(key: K, compute: (key: K) => V): V
}

function install(
  proto: Upsert<unknown, unknown> & {
    has(k: unknown): boolean
    get(k: unknown): unknown
    set(k: unknown, v: unknown): unknown
  },
): void {
  if (typeof proto.getOrInsertComputed !== 'function') {
    Object.defineProperty(proto, 'getOrInsertComputed', {
      configurable: true,
      writable: true,
      value(this: typeof proto, key: unknown, compute: (key: unknown) => unknown) {
        if (this.has(key)) return this.get(key)
        const value = compute(key)
        this.set(key, value)
        return value
      },
    })
  }
  if (typeof proto.getOrInsert !== 'function') {
    Object.defineProperty(proto, 'getOrInsert', {
      configurable: true,
      writable: true,
      value(this: typeof proto, key: unknown, value: unknown) {
        if (this.has(key)) return this.get(key)
        this.set(key, value)
        return value
      },
    })
  }
}

install(Map.prototype as never)
install(WeakMap.prototype as never)

// Also newer than some of our browsers and Node 24: Uint8Array hex/base64 and Math.sumPrecise.
type Uint8Extras = { toHex?: () => string; toBase64?: () => string }
const u8 = Uint8Array.prototype as unknown as Uint8Extras
if (typeof u8.toHex !== 'function') {
  Object.defineProperty(Uint8Array.prototype, 'toHex', {
    configurable: true,
    writable: true,
    value(this: Uint8Array) {
      let hex = ''
      for (const byte of this) hex += byte.toString(16).padStart(2, '0')
      return hex
    },
  })
}
if (typeof u8.toBase64 !== 'function') {
  Object.defineProperty(Uint8Array.prototype, 'toBase64', {
    configurable: true,
    writable: true,
    value(this: Uint8Array) {
      let binary = ''
      for (let i = 0; i < this.length; i += 0x8000) {
        binary += String.fromCharCode(...this.subarray(i, i + 0x8000))
      }
      return btoa(binary)
    },
  })
}
const U8 = Uint8Array as unknown as { fromBase64?: (text: string) => Uint8Array }
if (typeof U8.fromBase64 !== 'function') {
  U8.fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}
const M = Math as unknown as { sumPrecise?: (values: Iterable<number>) => number }
if (typeof M.sumPrecise !== 'function') {
  // Kahan–Neumaier summation: close to the exact sum pdf.js expects.
  M.sumPrecise = (values: Iterable<number>) => {
    let sum = 0
    let compensation = 0
    for (const value of values) {
      const t = sum + value
      compensation += Math.abs(sum) >= Math.abs(value) ? sum - t + value : value - t + sum
      sum = t
    }
    return sum + compensation
  }
}

export {}
