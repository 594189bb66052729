import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// The contract suite runs twice: on PGlite (the default project) and on a real PostgreSQL 15 set up like a
// Supabase project (tests/contract/postgres-setup.ts). Without PostgreSQL 15 the second run is left out,
// except in CI, where it must run (and fails if the server is missing).
const postgres = existsSync('/usr/lib/postgresql/15/bin/initdb') || Boolean(process.env.CI)

export default defineConfig({
  resolve: {
    alias: {
      '@/': here('./src/'),
      '@schemas/': here('./schemas/'),
      '@workers/': here('./workers/'),
      '@harness/': here('./tests/harness/'),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'default',
          include: [
            '{src,schemas,workers,server,tests/contract,tests/integration,tests/security,tests/postgres,scripts}/**/*.test.{ts,tsx}',
          ],
        },
      },
      ...(postgres
        ? [
            {
              extends: true,
              test: {
                name: 'contract-postgres',
                include: ['tests/contract/**/*.test.ts'],
                globalSetup: ['tests/contract/postgres-setup.ts'],
                env: { CONTRACT_POSTGRES: '1' },
              },
            },
          ]
        : []),
    ],
  },
})
