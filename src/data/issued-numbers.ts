// The numbers already issued in a document series (issue 19 item 2: one lookup for every series). The next
// number is one above the highest the device knows, deleted documents included (their tombstones stay in the
// local database until the retention window ends), so a deleted number is never issued again. The field must
// be indexed: within one length, text order is number order, so two single-row reads per length find the
// highest without reading the series.
import { normalizeMangoQuery, prepareQuery, type RxCollection, type RxJsonSchema } from 'rxdb'
import { escapeRegex } from '@/utils/regex'

/** The highest numbers that start with `head` in `field`, one per digit count (4 and 5 digits follow it). */
export async function highestIssued(
  collection: RxCollection,
  field: string,
  head: string,
): Promise<string[]> {
  const schema = collection.schema.jsonSchema as RxJsonSchema<never>
  const out: string[] = []
  for (const deleted of [false, true]) {
    for (const digits of [5, 4]) {
      const query = normalizeMangoQuery(schema, {
        selector: {
          _deleted: { $eq: deleted },
          [field]: { $gte: head, $lt: `${head}\uffff`, $regex: `^${escapeRegex(head)}\\d{${digits}}$` },
        },
        sort: [{ [field]: 'desc' }],
        limit: 1,
      } as never)
      const result = await collection.storageInstance.query(prepareQuery(schema, query))
      for (const doc of result.documents) out.push(String((doc as Record<string, unknown>)[field]))
    }
  }
  return out
}
