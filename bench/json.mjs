// JSON formatter benchmark: the text worker's task (strict scan into a node table, then write formatted,
// minified or CSV) against the engine's own JSON.parse + JSON.stringify on the same 20 MB document, in Node
// (the same V8 as Chromium's worker). Prints ms per step, the ratio to the baseline and peak heap.
// Usage: node bench/json.mjs [megabytes]   (default 20)
import { performance } from 'node:perf_hooks'
import { loadavg } from 'node:os'
import { register } from 'node:module'

// Node runs the worker's TypeScript as it is (type stripping); only its extensionless relative imports need
// resolving. (jiti, used by the other benches, turns imports into getters that slow hot loops several-fold.)
register(
  'data:text/javascript,' +
    encodeURIComponent(`export async function resolve(specifier, context, next) {
      if (specifier.startsWith('.') && !/\\.[cm]?[jt]s$/.test(specifier)) {
        try { return await next(specifier + '.ts', context) } catch {}
      }
      return next(specifier, context)
    }`),
)
const { processJson } = await import('../workers/text/process-json.ts')

const megabytes = Number(process.argv[2] ?? 20)
const item = {
  id: 0,
  name: 'वाहन बिक्री',
  price: 1234567.5,
  tags: ['a', 'b'],
  ok: true,
  n: null,
  nested: { city: 'Pune' },
}
const items = []
let text = ''
for (let id = 0; text.length < megabytes * 1_000_000; id += 10_000) {
  for (let k = 0; k < 10_000; k++) items.push({ ...item, id: id + k })
  text = JSON.stringify(items)
}

const time = async (fn) => {
  const start = performance.now()
  const value = await fn()
  return { ms: performance.now() - start, value }
}
const best = async (fn, runs = 3) => {
  let fastest = Infinity
  for (let r = 0; r < runs; r++) fastest = Math.min(fastest, (await time(fn)).ms)
  return fastest
}

const rows = []
const baselines = {
  validate: () => JSON.parse(text),
  format: () => JSON.stringify(JSON.parse(text), null, 2),
  minify: () => JSON.stringify(JSON.parse(text)),
  csv: () => JSON.stringify(JSON.parse(text), null, 2),
}
for (const action of ['validate', 'format', 'minify', 'csv']) {
  const ours = await best(() => processJson(text, { action, indent: '2', sortKeys: false }))
  const baseline = await best(baselines[action])
  rows.push({
    action,
    'ours ms': Math.round(ours),
    'JSON.parse(+stringify) ms': Math.round(baseline),
    ratio: (ours / baseline).toFixed(2),
  })
}
const sorted = await best(() => processJson(text, { action: 'format', indent: '2', sortKeys: true }))
rows.push({
  action: 'format + sort keys',
  'ours ms': Math.round(sorted),
  'JSON.parse(+stringify) ms': '',
  ratio: '',
})

console.log(
  `document: ${(text.length / 1e6).toFixed(1)} M characters, ${items.length} items; load average ${loadavg()[0].toFixed(1)}`,
)
console.table(rows)
console.log(
  `peak heap ~ ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB (heap now), rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
)
console.log(JSON.stringify({ bench: 'json', chars: text.length, rows }))
