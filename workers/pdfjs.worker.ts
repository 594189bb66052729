// pdf.js's own worker, for the PDF editor's viewer on the page (src/lib/pdf-viewer.ts). It is our bundle
// rather than pdfjs-dist's file so that the upsert/hex polyfills pdf.js ≥ 5.5 needs run first, and so Vite
// hashes and precaches it with the rest of the build: no CDN, works offline.
import './pdf/polyfills'
import 'pdfjs-dist/build/pdf.worker.mjs'
