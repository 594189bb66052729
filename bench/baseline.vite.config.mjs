// Vite config for bench/web's baseline page (a bare React hello world), built from a temporary folder.
export default {
  root: process.env.BASELINE_ROOT,
  logLevel: 'error',
  build: { outDir: 'dist', emptyOutDir: true },
}
