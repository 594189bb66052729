// The generator's files must type-check against the real kit (a change to the register or the form model that
// breaks what it writes fails here), and it must refuse a spec the app could not take.
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'
import { moduleFiles, moduleSpecErrors, voucherFiles, writeFiles, type ModuleSpec } from './new-module'

const spec: ModuleSpec = {
  folder: 'zz-generated-check',
  feature: 'stock',
  path: '/zz-generated-check',
  collection: 'parties',
  name: { en: 'Generated check', hi: 'जाँच' },
  columns: ['name', 'mobile'],
}
const written: string[] = []
afterAll(() => {
  for (const dir of written) rmSync(dir, { recursive: true, force: true })
})

function diagnostics(root: string, files: string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(process.cwd(), 'tsconfig.app.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  )!
  const options = {
    ...config.options,
    noEmit: true,
    composite: false,
    incremental: false,
    baseUrl: process.cwd(),
  }
  const program = ts.createProgram(
    files.map((f) => join(root, f)),
    options,
  )
  for (const f of files) expect(program.getSourceFile(join(root, f)), f).toBeDefined()
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName.includes(root))
    .map((d) => `${d.file?.fileName}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
}

describe('the module generator', () => {
  it('refuses an unknown feature or collection, a taken path, a name without Hindi', () => {
    const known = { features: ['stock'], paths: ['/taken'], collections: ['parties'] }
    expect(moduleSpecErrors(spec, known)).toEqual([])
    expect(
      moduleSpecErrors(
        {
          ...spec,
          folder: 'Bad_Name',
          feature: 'nope',
          path: '/taken',
          collection: 'x',
          name: { en: 'A', hi: '' },
        },
        known,
      ),
    ).toHaveLength(5)
  })

  it('writes a module and a voucher type that type-check against the kit, and never overwrites', () => {
    // Inside src/modules so the aliases and the kit resolve as for a real module.
    const root = mkdtempSync(join(process.cwd(), 'node_modules/.tmp-gen-'))
    written.push(root)
    const files = [
      ...moduleFiles(spec),
      ...voucherFiles({ type: 'zzv', module: spec.folder, name: spec.name }),
    ]
    const map = new Map(files.map(([path, text]) => [path.replace(/^src\//, 'src/'), text]))
    const paths = writeFiles(root, map)
    expect(paths).toContain('src/modules/zz-generated-check/module.ts')
    expect(paths).toContain('tests/e2e/pro/zz-generated-check.spec.ts')
    expect(() => writeFiles(root, map)).toThrow(/exists already/)
    const checked = paths.filter((p) => p.startsWith('src/') && !p.endsWith('.test.ts'))
    // The check itself sees a wrong file: a mistake in a template would not pass unseen.
    writeFiles(
      root,
      new Map([['src/modules/zz-generated-check/wrong.ts', "export const n: number = 'one'\n"]]),
    )
    const found = diagnostics(root, [...checked, 'src/modules/zz-generated-check/wrong.ts'])
    expect(found).toHaveLength(1)
    expect(found[0]).toContain('wrong.ts')
  }, 60_000)
})
