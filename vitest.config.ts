import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export default defineConfig({
  resolve: {
    alias: {
      '@/': here('./src/'),
      '@schemas/': here('./schemas/'),
      '@workers/': here('./workers/'),
    },
  },
  test: {
    include: [
      '{src,schemas,workers,server,tests/contract,tests/integration,tests/security,tests/postgres,scripts}/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    testTimeout: 20_000,
  },
})
