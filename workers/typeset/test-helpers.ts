/// <reference types="node" />
// Test-only: the documents worker's fonts read from node_modules, as the browser reads the build's copies.
import { readFileSync } from 'node:fs'
import { setFontReader } from './fonts'

const ROOT = new URL('../../', import.meta.url)
const FILES = {
  regular: '400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '700Bold/NotoSansDevanagari_700Bold.ttf',
} as const

export function installNodeFonts(): void {
  setFontReader(
    async (weight) =>
      new Uint8Array(
        readFileSync(new URL(`node_modules/@expo-google-fonts/noto-sans-devanagari/${FILES[weight]}`, ROOT)),
      ),
  )
}
