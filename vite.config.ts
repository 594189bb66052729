import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const port = Number(process.env.PORT ?? 4173)
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@/': here('./src/'),
      '@schemas/': here('./schemas/'),
      '@workers/': here('./workers/'),
    },
  },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // pdf.js and pdf-lib are large lazy chunks by nature; the budget that matters is checked by bench/web.
    chunkSizeWarningLimit: 1500,
    // Tiny shared chunks (an icon, a 300-byte helper) are copied into the chunks that use them instead of
    // each being a request: a tool page made ~30 script requests, now ~14, and on a slow phone network each
    // costs a round trip (bench/web: tool page Lighthouse 90–93 → 95, home 95 → 97, home JS still ≤ 100 KB).
    // Above 1,200 bytes the copies cost more than the requests saved (at 4 KB the tool page's JS grew 15%).
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 1200 } } },
    },
  },
  preview: { host: '127.0.0.1', port, strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
})
