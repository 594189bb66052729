// Lint encodes the architecture of DESIGN.md §2 so it holds without anyone remembering it:
// the dependency direction (import zones), no cycles, pure domain code, kebab-case file names.
import { readdirSync } from 'node:fs'
import checkFile from 'eslint-plugin-check-file'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) })
const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
const modules = folders('./src/modules')
const tools = folders('./src/tools').filter((t) => t !== 'shared')
/** A module reaches another only through its public.ts (its folder's contract). */
const moduleZones = modules.map((m) =>
  zone(
    `./src/modules/${m}`,
    modules.filter((o) => o !== m).map((o) => `./src/modules/${o}`),
    'A module imports another only through its public.ts.',
    ['./public.ts'],
  ),
)
/** A tool is self-contained: what two tools share lives in src/tools/shared. */
const toolZones = tools.map((t) =>
  zone(
    `./src/tools/${t}`,
    tools.filter((o) => o !== t).map((o) => `./src/tools/${o}`),
    "A tool never imports another tool's folder; share through src/tools/shared.",
  ),
)
/** domain/ is pure: nothing in it reaches React, RxDB, Supabase or the DOM, aliases and relative paths included. */
const domainZones = modules.map((m) =>
  zone(
    `./src/modules/${m}/domain`,
    [
      './src/lib',
      './src/ui',
      './src/data',
      './src/auth',
      './src/app',
      './src/tools',
      ...folders(`./src/modules/${m}`)
        .filter((f) => f !== 'domain')
        .map((f) => `./src/modules/${m}/${f}`),
    ],
    'domain/ is pure logic: it imports only src/utils, schemas and other domain code.',
  ),
)

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'reports',
      'test-results',
      'playwright-report',
      'public',
      '.vitest',
      '.data',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'check-file': checkFile },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      curly: ['error', 'multi-line'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone(
              './src/utils',
              [
                './src/lib',
                './src/ui',
                './src/data',
                './src/auth',
                './src/modules',
                './src/tools',
                './src/app',
              ],
              'src/utils is pure and depends on nothing above it.',
            ),
            zone(
              ['./src/lib', './src/ui'],
              ['./src/data', './src/auth', './src/modules', './src/tools', './src/app'],
              'src/lib and src/ui sit below data, auth, modules, tools and app.',
            ),
            zone(
              ['./src/data', './src/auth'],
              ['./src/modules', './src/tools', './src/app'],
              'data and auth sit below modules, tools and app.',
            ),
            zone(['./src/modules', './src/tools'], ['./src/app'], 'Only src/app composes modules and tools.'),
            zone('./src/modules', './src/tools', 'Business modules never import a public tool.'),
            zone('./src/**/!(*.test).{ts,tsx}', './tests', 'Only tests import the test harness.'),
            ...moduleZones,
            ...toolZones,
            ...domainZones,
            zone(
              './src/tools',
              ['./src/modules', './src/data', './src/auth'],
              'Public tools need no login and never touch business data.',
            ),
            zone('./schemas', ['./src', './workers', './sw'], 'schemas/ is the bottom layer.'),
            zone('./workers', ['./src', './sw'], 'workers/ import nothing from src/ (DESIGN.md §7).'),
            zone('./sw', ['./src', './workers'], 'The service worker imports nothing from the app.'),
          ],
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        {
          'src/**/*.{ts,tsx}': 'KEBAB_CASE',
          'workers/**/*.ts': 'KEBAB_CASE',
          'schemas/**/*.ts': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'comlink', message: 'Call workers through src/lib/worker-bridge.ts.' },
            { name: 'jotai', message: 'Use the app store wrapper in src/lib/store.ts.' },
            { name: '@supabase/supabase-js', message: 'The Supabase client is created once, in src/lib.' },
          ],
        },
      ],
    },
  },
  {
    // Command-line scripts print their results.
    files: ['bench/**', 'scripts/**', 'server/cli.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Pure rules: no framework, storage or DOM, so they can be tested and reused anywhere.
    files: [
      'src/utils/**/*.ts',
      'src/modules/*/domain/**/*.ts',
      'src/tools/*/logic.ts',
      'src/tools/*/logic/**/*.ts',
      'src/tools/shared/pdf/page-*.ts',
      'src/tools/shared/calc/field-parse.ts',
      'src/tools/shared/dates/date-format.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'rxdb', 'rxdb/*', 'dexie', '@supabase/*', 'jotai', 'i18next'],
              message: 'Pure logic imports no framework, storage or backend.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'fetch'],
    },
  },
)
