// One definition per collection (issue 19, the document kit): its RxDB schema, migrations, fields derived on
// every local write, how it travels (synced: pushed and pulled; pulled: read-only copy of a server row; local:
// never leaves the device) and, for a synced one, the module of the access map its server table answers to.
// The document type is derived from the schema, so a field exists once; the database's collection map
// (src/data/database.ts) and the checks against the SQL (schemas.test.ts, the contract suite) follow from here.
import type { ExtractDocumentTypeFromTypedRxJsonSchema, MigrationStrategies, RxJsonSchema } from 'rxdb'
import type { Feature } from './access'

/** Spells an intersection out as one object, so a derived type reads like a written one. */
export type Flat<T> = { [K in keyof T]: T[K] } & {}

/**
 * The document type of a schema. `Open` types the fields the schema leaves open (a free-form object the
 * domain validates itself, such as the settings' nested blocks or the access map): they replace the schema's
 * `unknown`, nothing else.
 */
export type DocOf<S, Open extends object = object> = Flat<
  Omit<ExtractDocumentTypeFromTypedRxJsonSchema<S>, keyof Open> & Open
>

export type CollectionKind = 'synced' | 'pulled' | 'local'

/** A schema literal as the collection files write it (`as const`). */
type SchemaLiteral = { readonly title: string; readonly version: number; readonly primaryKey: string }

export type CollectionDef<
  S extends SchemaLiteral = SchemaLiteral,
  D = unknown,
  K extends CollectionKind = CollectionKind,
> = {
  readonly kind: K
  readonly schema: S
  /** One step per schema version (a fixture test each). */
  readonly migrationStrategies: MigrationStrategies
  /** Synced only: the feature of the access map that allows writing it ('' = none, validity only: settings). */
  readonly module: K extends 'synced' ? Feature | '' : null
  /** Fields computed from the others on every local write (never typed by a person), e.g. a list key. */
  readonly derive?: (doc: D) => Partial<D>
  /** A document the server no longer lets change (a posted voucher): in a conflict its copy wins whole, and
   * every local value that differs is logged, instead of the field-by-field merge. */
  readonly locked?: (doc: D) => boolean
  /** What both sides of a conflict started from when this device never saw the server's copy: for documents
   * every device makes under one derived key (none: every field counts as changed here). */
  readonly baseWhenNew?: (master: D, local: D) => D
  /** Only for the type: the document this collection holds. */
  readonly doc?: D
}

/**
 * Declares a collection; its document type is `DocOf<schema, Open>`. Give the type arguments only to type the
 * fields the schema leaves open: `defineCollection<typeof schema, 'synced', { access: AccessMap }>(…)`.
 */
export function defineCollection<
  const S extends SchemaLiteral,
  K extends CollectionKind,
  Open extends object = object,
>(def: {
  kind: K
  schema: S
  migrationStrategies: MigrationStrategies
  module: K extends 'synced' ? Feature | '' : null
  derive?: (doc: DocOf<S, Open>) => Partial<DocOf<S, Open>>
  locked?: (doc: DocOf<S, Open>) => boolean
  baseWhenNew?: (master: DocOf<S, Open>, local: DocOf<S, Open>) => DocOf<S, Open>
}): CollectionDef<S, DocOf<S, Open>, K> {
  return def
}

/** The document type of a definition. */
export type DocOfDef<C> = C extends CollectionDef<SchemaLiteral, infer D> ? D : never

/** What RxDB's addCollections takes for a definition. */
export function rxCollectionOf(def: CollectionDef): {
  schema: RxJsonSchema<never>
  migrationStrategies: MigrationStrategies
} {
  return {
    schema: def.schema as unknown as RxJsonSchema<never>,
    migrationStrategies: def.migrationStrategies,
  }
}
