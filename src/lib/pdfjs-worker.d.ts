// pdf.js ships no types for its worker module; the page loads it only when no worker can start.
declare module 'pdfjs-dist/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown
}
