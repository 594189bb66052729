// The numbers already issued in a document series (issue 19 item 2: one lookup for every series). The next
// number is one above the highest the device knows, deleted documents included (their tombstones stay in the
// local database until the retention window ends), so a deleted number is never issued again. The field must
// be indexed: within one length, text order is number order, so a single-row read per length (the index read
// backwards, src/data/storage.ts) finds the highest without reading the series. Five-digit numbers sort among
// the four-digit ones, so looking for one walks every four-digit number above it. Numbers are issued one above
// the highest, so a long series has five digits only once it has issued 9999, and only then is that walk
// made; a short one (an index count says) is walked anyway, a few steps, for a number that came from
// elsewhere.
import { normalizeMangoQuery, prepareQuery, type RxCollection, type RxJsonSchema } from 'rxdb'
import { escapeRegex } from '@/utils/regex'

/** A series this short is searched for five-digit numbers even before it has issued 9999. */
const SHORT_SERIES = 200

/** The highest numbers that start with `head` in `field`, one per digit count (4 and 5 digits follow it). */
export async function highestIssued(
  collection: RxCollection,
  field: string,
  head: string,
): Promise<string[]> {
  const schema = collection.schema.jsonSchema as RxJsonSchema<never>
  const inSeries = { [field]: { $gte: head, $lt: `${head}\uffff` } }
  const size = async () => {
    let total = 0
    for (const deleted of [false, true]) {
      const query = normalizeMangoQuery(schema, {
        selector: { _deleted: { $eq: deleted }, ...inSeries },
      } as never)
      total += (await collection.storageInstance.count(prepareQuery(schema, query))).count
    }
    return total
  }
  const highest = async (digits: number): Promise<string[]> => {
    const out: string[] = []
    for (const deleted of [false, true]) {
      const query = normalizeMangoQuery(schema, {
        selector: {
          _deleted: { $eq: deleted },
          [field]: { ...inSeries[field], $regex: `^${escapeRegex(head)}\\d{${digits}}$` },
        },
        sort: [{ [field]: 'desc' }],
        limit: 1,
      } as never)
      const result = await collection.storageInstance.query(prepareQuery(schema, query))
      for (const doc of result.documents) out.push(String((doc as Record<string, unknown>)[field]))
    }
    return out
  }
  const four = await highest(4)
  const five = four.includes(`${head}9999`) || (await size()) <= SHORT_SERIES ? await highest(5) : []
  return [...five, ...four]
}
