// Translations for English and Hindi. A small store of our own instead of i18next: the app needs
// lookup, {{value}} interpolation and plurals (Intl.PluralRules), and i18next + react-i18next would
// cost ~18 KB gzip of the 100 KB initial-JS budget. Strings live beside the code that shows them and are
// registered with defineStrings(), which also type-checks that Hindi has every English key.
import { useSyncExternalStore } from 'react'
import { readLocal, writeLocal } from './local-store'

export const LANGUAGES = ['en', 'hi'] as const
export type Lang = (typeof LANGUAGES)[number]

/** A text in every supported language. */
export type Bilingual = Record<Lang, string>

const LANG_KEY = 'lang'
const listeners = new Set<() => void>()

function savedLanguage(): Lang {
  const saved = readLocal(LANG_KEY)
  return saved === 'hi' ? 'hi' : 'en'
}

let language: Lang = savedLanguage()

function applyDocumentLanguage(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang
}
applyDocumentLanguage(language)

/** Switches the language everywhere and remembers it on this device. */
export function setLanguage(lang: Lang): void {
  writeLocal(LANG_KEY, lang)
  if (lang === language) return
  language = lang
  applyDocumentLanguage(lang)
  listeners.forEach((notify) => notify())
}

export function currentLanguage(): Lang {
  return language
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

/** The active language; the component re-renders when it changes. */
export function useLanguage(): Lang {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage)
}

type Strings = Record<string, string>
type Values = Record<string, string | number>
export type TFunction<K extends string> = (key: K, values?: Values) => string
type PluralBase<K extends string> =
  K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B | K : K

const pluralRules: Record<Lang, Intl.PluralRules> = {
  en: new Intl.PluralRules('en-IN'),
  hi: new Intl.PluralRules('hi-IN'),
}

// One number formatter per language, made on first use: toLocaleString builds a new one on every call
// (a thousand page names in the merge grid spent seconds in it).
const numberFormats: Partial<Record<Lang, Intl.NumberFormat>> = {}
const formatNumber = (n: number, lang: Lang) =>
  groupIndian(n) ??
  (numberFormats[lang] ??= new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN')).format(n)

/**
 * A whole number with Indian grouping (12,34,567), as Intl writes it for en-IN and hi-IN (Latin digits, ASCII
 * minus), or null for anything else. Not Intl, because making a page's first Intl.NumberFormat loads ICU's
 * number data: ~30 ms of main thread on a desktop core, four times that on a phone, inside the first render of
 * every tool page that shows a count.
 */
export function groupIndian(n: number): string | null {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return null
  const digits = String(Math.abs(n))
  const head = digits.slice(0, -3)
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits
  return n < 0 ? `-${grouped}` : grouped
}

/** Looks a key up in one language's strings: plural form by `count`, then {{name}} interpolation. */
export function translate(strings: Strings, lang: Lang, key: string, values?: Values): string {
  let text = strings[key]
  if (text === undefined && values && typeof values.count === 'number') {
    text = strings[`${key}_${pluralRules[lang].select(values.count)}`] ?? strings[`${key}_other`]
  }
  if (text === undefined) return key
  if (!values) return text
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) return whole
    return typeof value === 'number' ? formatNumber(value, lang) : value
  })
}

/**
 * Declares a namespace of strings and returns its typed hook. Plural keys are written `key_one`,
 * `key_other` and called by their base name with a numeric `count`.
 */
export function defineStrings<const E extends Strings>(resources: {
  en: E
  hi: { [K in keyof E]: string }
}): () => TFunction<PluralBase<keyof E & string>> {
  return function useStrings() {
    const lang = useLanguage()
    const strings: Strings = resources[lang]
    return (key, values) => translate(strings, lang, key, values)
  }
}
