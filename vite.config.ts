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
  },
  preview: { host: '127.0.0.1', port, strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
})
