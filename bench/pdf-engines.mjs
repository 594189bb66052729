// Which engine should merge and split PDFs (issue 23 item 1)? Our worker tasks (pdf-lib) against qpdf compiled
// to WebAssembly (@neslinesli93/qpdf-wasm, the build other browser PDF tools ship) and native qpdf, on the
// inputs of bench/pdf.mjs: merge 10 PDFs of 100 pages, split a 500-page PDF into single pages.
// Cold = the first task in a fresh process (a fresh worker): qpdf-wasm's instantiation counts, as it would
// load inside the task; pdf-lib's module loading does not (here it is jiti compiling TypeScript, which the
// app's bundle never does). Warm = median of three more tasks in the same process. Rounds alternate the
// engines, so a busy machine slows all three alike; medians over rounds are printed with the ratio to native.
// qpdf-wasm is not a dependency of the app: install it beside the repository and point at it,
//   npm install --prefix /tmp/qpdf-wasm @neslinesli93/qpdf-wasm@0.3.0
//   QPDF_WASM=/tmp/qpdf-wasm/node_modules/@neslinesli93/qpdf-wasm npx node bench/pdf-engines.mjs
// Without QPDF_WASM the wasm engine is left out (pdf-lib against native qpdf only). ROUNDS (default 5) sets the
// rounds. Prints pdf-lib's cold time against native qpdf's with the verdict on issue 23's target (≤ 3×); the
// end-to-end figure in the browser tool is bench/pdf-e2e.mjs.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(import.meta.url)
const [role, engine, op, dir] = process.argv.slice(2)

if (role === '--child') await child(engine, op, dir)
else await parent()

async function parent() {
  const wasmDir = process.env.QPDF_WASM
  if (!wasmDir) console.error('QPDF_WASM not set: qpdf-wasm left out (see the header of this file).')
  const engines = wasmDir ? ['qpdf-wasm', 'pdf-lib'] : ['pdf-lib']
  const { createJiti } = await import('jiti')
  const { makePdf } = await createJiti(import.meta.url).import('./pdf-inputs.mjs')
  const work = mkdtempSync(join(tmpdir(), 'bench-engines-'))
  for (let i = 0; i < 10; i += 1) {
    writeFileSync(join(work, `in-${i}.pdf`), await makePdf(100, `file ${i + 1}`))
  }
  writeFileSync(join(work, 'big.pdf'), await makePdf(500, 'big'))
  const rounds = Number(process.env.ROUNDS ?? 5)
  const samples = {}
  const record = (key, value) => (samples[key] ??= []).push(value)
  for (let round = 0; round < rounds; round += 1) {
    for (const task of ['merge', 'split']) {
      record(`native ${task} cold`, native(task, work))
      for (const name of engines) {
        const run = spawnSync(process.execPath, [here, '--child', name, task, work], {
          env: { ...process.env },
          encoding: 'utf8',
        })
        if (run.status !== 0) throw new Error(`${name} ${task}: ${run.stderr}`)
        const result = JSON.parse(run.stdout.trim().split('\n').at(-1))
        record(`${name} ${task} cold`, result.cold)
        record(`${name} ${task} warm`, result.warm)
      }
    }
  }
  rmSync(work, { recursive: true, force: true })
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const figures = Object.fromEntries(Object.entries(samples).map(([key, values]) => [key, median(values)]))
  console.log(
    `PDF engines (median of ${rounds} rounds; Node ${process.version}; load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})`,
  )
  console.log('task     engine       cold (ms)  ×native   warm (ms)')
  for (const task of ['merge', 'split']) {
    const base = figures[`native ${task} cold`]
    for (const name of ['native', ...engines]) {
      const cold = figures[`${name} ${task} cold`]
      const warm = figures[`${name} ${task} warm`]
      console.log(
        `${task.padEnd(9)}${name.padEnd(12)}${String(cold).padStart(10)}${(cold / base).toFixed(1).padStart(8)}×` +
          `${warm === undefined ? '' : String(warm).padStart(12)}`,
      )
    }
  }
  const verdicts = {}
  for (const task of ['merge', 'split']) {
    const ratio = figures[`pdf-lib ${task} cold`] / figures[`native ${task} cold`]
    verdicts[task] = +ratio.toFixed(2)
    console.log(
      `${task}: pdf-lib cold ${ratio.toFixed(2)}× native qpdf (target ≤ 3×) ${ratio <= 3 ? 'PASS' : 'FAIL'}`,
    )
  }
  console.log(JSON.stringify({ bench: 'pdf-engines', rounds, ...figures, coldRatio: verdicts }))
}

function native(task, work) {
  const out = mkdtempSync(join(work, 'native-'))
  const start = performance.now()
  const args =
    task === 'merge'
      ? [
          '--empty',
          '--pages',
          ...Array.from({ length: 10 }, (_, i) => join(work, `in-${i}.pdf`)),
          '--',
          join(out, 'm.pdf'),
        ]
      : ['--split-pages', join(work, 'big.pdf'), join(out, 'p-%d.pdf')]
  const run = spawnSync('qpdf', args, { stdio: 'pipe' })
  const ms = performance.now() - start
  rmSync(out, { recursive: true, force: true })
  if (run.status !== 0) throw new Error(`qpdf: ${run.stderr}`)
  return Math.round(ms)
}

async function child(name, task, work) {
  const sources = Array.from(
    { length: 10 },
    (_, i) => new Uint8Array(readFileSync(join(work, `in-${i}.pdf`))),
  )
  const big = new Uint8Array(readFileSync(join(work, 'big.pdf')))
  let start = performance.now()
  let run
  if (name === 'qpdf-wasm') {
    const wasmDir = process.env.QPDF_WASM
    const createModule = createRequire(join(wasmDir, 'package.json'))('./dist/qpdf.js')
    const qpdf = await createModule({
      locateFile: () => join(wasmDir, 'dist/qpdf.wasm'),
      print: () => {},
      printErr: () => {},
    })
    const fs = qpdf.FS
    run = () => {
      if (task === 'merge') {
        sources.forEach((bytes, i) => fs.writeFile(`/in-${i}.pdf`, bytes))
        // qpdf 12 in wasm reads a bare file name after another as a page range: name every range.
        qpdf.callMain([
          '--empty',
          '--pages',
          ...sources.flatMap((_, i) => [`/in-${i}.pdf`, '1-z']),
          '--',
          '/out.pdf',
        ])
        const size = fs.readFile('/out.pdf').length
        sources.forEach((_, i) => fs.unlink(`/in-${i}.pdf`))
        fs.unlink('/out.pdf')
        return size
      }
      fs.writeFile('/big.pdf', big)
      mkdirSafe(fs, '/split')
      qpdf.callMain(['--split-pages', '/big.pdf', '/split/p-%d.pdf'])
      let size = 0
      for (const file of fs.readdir('/split').filter((f) => f.endsWith('.pdf'))) {
        size += fs.readFile(`/split/${file}`).length
        fs.unlink(`/split/${file}`)
      }
      fs.unlink('/big.pdf')
      return size
    }
  } else {
    const { createJiti } = await import('jiti')
    const jiti = createJiti(import.meta.url)
    const { merge } = await jiti.import('../workers/pdf/merge.ts')
    const { split } = await jiti.import('../workers/pdf/split.ts')
    const blobs = sources.map((bytes) => new Blob([bytes]))
    const pages = sources.flatMap((_, file) =>
      Array.from({ length: 100 }, (_, index) => ({ file, index, rotate: 0 })),
    )
    const groups = Array.from({ length: 500 }, (_, i) => [i])
    run = async () =>
      task === 'merge'
        ? (await merge({ files: blobs }, { pages, keepOutline: true })).blob.size
        : (await split({ file: new Blob([big]) }, { groups, baseName: 'big' })).length
    start = performance.now()
  }
  await run()
  const cold = performance.now() - start
  const warm = []
  for (let i = 0; i < 3; i += 1) {
    const t = performance.now()
    await run()
    warm.push(performance.now() - t)
  }
  warm.sort((a, b) => a - b)
  console.log(JSON.stringify({ cold: Math.round(cold), warm: Math.round(warm[1]) }))
}

function mkdirSafe(fs, path) {
  try {
    fs.mkdir(path)
  } catch {
    // already there from an earlier task
  }
}
