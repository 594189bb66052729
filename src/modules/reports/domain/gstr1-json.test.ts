import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { DEC, DEALER_GSTIN, DEALER_STATE, DECEMBER, g1, g2, g3 } from './fixtures.test-data'
import { gstr1 } from './gstr1'
import { gstr1Json, portalDate, returnPeriod, rupees } from './gstr1-json'

/**
 * The GSTR-1 JSON as the portal's offline tool and its upload take it, written as a JSON Schema from the
 * published structure: the GSTN returns API's GSTR-1 save payload (key names, DD-MM-YYYY dates, MMYYYY period,
 * rupees to two decimals, rates in percent, two-digit place of supply) as india-compliance's GSTR-1 mappers
 * read and write it, with table 12 split into hsn_b2b and hsn_b2c (from May 2025) and the UQC list of the GSTN
 * (services "NA"). Sources in this module's README.
 */
/** A money amount or quantity with at most two decimals (JSON Schema's multipleOf is unsafe with binary floats). */
const amount = { type: 'number', twoDecimals: true } as const
const positive = { ...amount, minimum: 0 } as const
const RATES = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40]
const UQC = [
  'BAG',
  'BAL',
  'BDL',
  'BKL',
  'BOU',
  'BOX',
  'BTL',
  'BUN',
  'CAN',
  'CBM',
  'CCM',
  'CMS',
  'CTN',
  'DOZ',
  'DRM',
  'GGK',
  'GMS',
  'GRS',
  'GYD',
  'KGS',
  'KLR',
  'KME',
  'LTR',
  'MLT',
  'MTR',
  'MTS',
  'NOS',
  'OTH',
  'PAC',
  'PCS',
  'PRS',
  'QTL',
  'ROL',
  'SET',
  'SQF',
  'SQM',
  'SQY',
  'TBS',
  'TGM',
  'THD',
  'TON',
  'TUB',
  'UGS',
  'UNT',
  'YDS',
  'NA',
]
const gstin = { type: 'string', pattern: '^[0-9]{2}[A-Z0-9]{10}[0-9A-Z][Z][0-9A-Z]$' } as const
const docNumber = { type: 'string', pattern: '^[A-Za-z0-9/-]{1,16}$' } as const
const date = { type: 'string', pattern: '^(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])-20[0-9]{2}$' } as const
const pos = { type: 'string', pattern: '^(0[1-9]|[12][0-9]|3[0-8]|96|97)$' } as const
const rate = { enum: RATES } as const
const heads = (required: string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['rt', 'txval', ...required],
    properties: { rt: rate, txval: amount, iamt: amount, camt: amount, samt: amount, csamt: amount },
  }) as const
const items = {
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['num', 'itm_det'],
    properties: { num: { type: 'integer', minimum: 1 }, itm_det: heads(['csamt']) },
  },
} as const
const invType = { enum: ['R', 'SEWP', 'SEWOP', 'DE'] } as const
const hsnRows = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['num', 'hsn_sc', 'uqc', 'qty', 'rt', 'txval', 'iamt', 'camt', 'samt', 'csamt'],
    properties: {
      num: { type: 'integer', minimum: 1 },
      hsn_sc: { type: 'string', pattern: '^[0-9]{4}([0-9]{2}){0,2}$' },
      desc: { type: 'string', maxLength: 30 },
      uqc: { enum: UQC },
      qty: amount,
      rt: rate,
      txval: amount,
      iamt: amount,
      camt: amount,
      samt: amount,
      csamt: amount,
    },
  },
} as const

export const GSTR1_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['gstin', 'fp'],
  properties: {
    gstin,
    fp: { type: 'string', pattern: '^(0[1-9]|1[0-2])20[0-9]{2}$' },
    version: { type: 'string' },
    hash: { type: 'string' },
    b2b: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['ctin', 'inv'],
        properties: {
          ctin: gstin,
          inv: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['inum', 'idt', 'val', 'pos', 'rchrg', 'inv_typ', 'itms'],
              properties: {
                inum: docNumber,
                idt: date,
                val: positive,
                pos,
                rchrg: { enum: ['Y', 'N'] },
                inv_typ: invType,
                itms: items,
              },
            },
          },
        },
      },
    },
    b2cl: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['pos', 'inv'],
        properties: {
          pos,
          inv: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['inum', 'idt', 'val', 'itms'],
              properties: {
                inum: docNumber,
                idt: date,
                val: { ...positive, exclusiveMinimum: 100000 },
                itms: items,
              },
            },
          },
        },
      },
    },
    b2cs: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['sply_ty', 'pos', 'typ', 'rt', 'txval', 'csamt'],
        properties: {
          sply_ty: { enum: ['INTRA', 'INTER'] },
          pos,
          typ: { enum: ['OE', 'E'] },
          rt: rate,
          txval: amount,
          iamt: amount,
          camt: amount,
          samt: amount,
          csamt: amount,
        },
        // An intra-state row carries central and state tax, an inter-state one integrated tax.
        oneOf: [
          {
            properties: { sply_ty: { const: 'INTRA' } },
            required: ['camt', 'samt'],
            not: { required: ['iamt'] },
          },
          {
            properties: { sply_ty: { const: 'INTER' } },
            required: ['iamt'],
            not: { anyOf: [{ required: ['camt'] }, { required: ['samt'] }] },
          },
        ],
      },
    },
    nil: {
      type: 'object',
      additionalProperties: false,
      required: ['inv'],
      properties: {
        inv: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['sply_ty', 'nil_amt', 'expt_amt', 'ngsup_amt'],
            properties: {
              sply_ty: { enum: ['INTRB2B', 'INTRB2C', 'INTRAB2B', 'INTRAB2C'] },
              nil_amt: amount,
              expt_amt: amount,
              ngsup_amt: amount,
            },
          },
        },
      },
    },
    cdnr: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['ctin', 'nt'],
        properties: {
          ctin: gstin,
          nt: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['ntty', 'nt_num', 'nt_dt', 'val', 'pos', 'rchrg', 'inv_typ', 'itms'],
              properties: {
                ntty: { enum: ['C', 'D'] },
                nt_num: docNumber,
                nt_dt: date,
                val: positive,
                pos,
                rchrg: { enum: ['Y', 'N'] },
                inv_typ: invType,
                itms: items,
              },
            },
          },
        },
      },
    },
    cdnur: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['typ', 'ntty', 'nt_num', 'nt_dt', 'val', 'pos', 'itms'],
        properties: {
          typ: { enum: ['B2CL', 'EXPWP', 'EXPWOP'] },
          ntty: { enum: ['C', 'D'] },
          nt_num: docNumber,
          nt_dt: date,
          val: positive,
          pos,
          itms: items,
        },
      },
    },
    hsn: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: { hsn_b2b: hsnRows, hsn_b2c: hsnRows },
    },
    doc_issue: {
      type: 'object',
      additionalProperties: false,
      required: ['doc_det'],
      properties: {
        doc_det: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['doc_num', 'docs'],
            properties: {
              doc_num: { type: 'integer', minimum: 1, maximum: 12 },
              docs: {
                type: 'array',
                minItems: 1,
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['num', 'from', 'to', 'totnum', 'cancel', 'net_issue'],
                  properties: {
                    num: { type: 'integer', minimum: 1 },
                    from: docNumber,
                    to: docNumber,
                    totnum: { type: 'integer', minimum: 1 },
                    cancel: { type: 'integer', minimum: 0 },
                    net_issue: { type: 'integer', minimum: 0 },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
} as const

const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false })
ajv.addKeyword({
  keyword: 'twoDecimals',
  type: 'number',
  schemaType: 'boolean',
  validate: (_: boolean, n: number) =>
    Math.abs(n * 100 - Math.round(n * 100)) < 1e-6 && Number(n.toFixed(2)) === n,
})
const validate = ajv.compile(GSTR1_SCHEMA)
const errors = (json: unknown) =>
  validate(json) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)

describe('the portal JSON of GSTR-1', () => {
  it('formats as the portal writes: rupees to the paisa, DD-MM-YYYY, MMYYYY', () => {
    expect([rupees(6_35_593_22), rupees(521_88), rupees(-2_118_64), rupees(0)]).toEqual([
      635593.22, 521.88, -2118.64, 0,
    ])
    expect(JSON.stringify(rupees(1_14_406_78))).toBe('114406.78')
    expect(portalDate('2025-12-01')).toBe('01-12-2025')
    expect(returnPeriod('2025-12-01')).toBe('122025')
  })

  it('G9 as the offline tool imports it, key for key', () => {
    const json = gstr1Json(gstr1([g1, g2, g3], DEC, DEALER_STATE), DEALER_GSTIN, DEC.from)
    expect(errors(json)).toEqual([])
    expect(json).toEqual({
      gstin: '27AAPFU0939F1ZV',
      fp: '122025',
      version: 'GST3.2.1',
      hash: 'hash',
      b2b: [
        {
          ctin: '29AABCK7421M1Z7',
          inv: [
            {
              inum: 'RINV-2526/A0001',
              idt: '01-12-2025',
              val: 750000,
              pos: '29',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1, itm_det: { rt: 18, txval: 635593.22, iamt: 114406.78, csamt: 0 } }],
            },
          ],
        },
      ],
      b2cs: [
        {
          sply_ty: 'INTRA',
          pos: '27',
          typ: 'OE',
          rt: 18,
          txval: 5798.64,
          camt: 521.88,
          samt: 521.88,
          csamt: 0,
        },
      ],
      hsn: {
        hsn_b2b: [
          {
            num: 1,
            hsn_sc: '870322',
            desc: 'Swift VXi',
            uqc: 'NOS',
            qty: 1,
            rt: 18,
            txval: 635593.22,
            iamt: 114406.78,
            camt: 0,
            samt: 0,
            csamt: 0,
          },
        ],
        hsn_b2c: [
          {
            num: 1,
            hsn_sc: '271019',
            desc: 'Engine oil 5W-30',
            uqc: 'LTR',
            qty: 3.5,
            rt: 18,
            txval: 1680,
            iamt: 0,
            camt: 151.2,
            samt: 151.2,
            csamt: 0,
          },
          {
            num: 2,
            hsn_sc: '842123',
            desc: 'Oil filter',
            uqc: 'NOS',
            qty: 1,
            rt: 18,
            txval: 350,
            iamt: 0,
            camt: 31.5,
            samt: 31.5,
            csamt: 0,
          },
          {
            num: 3,
            hsn_sc: '870830',
            desc: 'Brake pad set BP-100',
            uqc: 'SET',
            qty: 1,
            rt: 18,
            txval: 2118.64,
            iamt: 0,
            camt: 190.68,
            samt: 190.68,
            csamt: 0,
          },
          {
            num: 4,
            hsn_sc: '998714',
            desc: 'Periodic service labour',
            uqc: 'NA',
            qty: 0,
            rt: 18,
            txval: 1650,
            iamt: 0,
            camt: 148.5,
            samt: 148.5,
            csamt: 0,
          },
        ],
      },
      doc_issue: {
        doc_det: [
          {
            doc_num: 1,
            docs: [
              { num: 1, from: 'RINV-2526/A0001', to: 'RINV-2526/A0001', totnum: 1, cancel: 0, net_issue: 1 },
              { num: 2, from: 'WIB01/2526/0001', to: 'WIB01/2526/0001', totnum: 1, cancel: 0, net_issue: 1 },
            ],
          },
        ],
      },
    })
  })

  it('a month with every table passes the structure: B2CL, inter-state B2CS, CDNR, CDNUR, documents by kind', () => {
    const json = gstr1Json(gstr1(DECEMBER, DEC, DEALER_STATE), DEALER_GSTIN, DEC.from)
    expect(errors(json)).toEqual([])
    expect(json.b2cl).toEqual([
      {
        pos: '30',
        inv: [
          {
            inum: 'NRINV-2526/A0002',
            idt: '05-12-2025',
            val: 708000,
            itms: [{ num: 1, itm_det: { rt: 18, txval: 600000, iamt: 108000, csamt: 0 } }],
          },
        ],
      },
    ])
    expect(json.cdnr).toEqual([
      {
        ctin: '24AAGFT5528R1ZJ',
        nt: [
          {
            ntty: 'C',
            nt_num: 'WCB01/2526/0002',
            nt_dt: '22-12-2025',
            val: 236,
            pos: '24',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { rt: 18, txval: 200, iamt: 36, csamt: 0 } }],
          },
        ],
      },
    ])
    expect(json.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: 'VCB01/2526/0001',
        nt_dt: '20-12-2025',
        val: 11800,
        pos: '30',
        itms: [{ num: 1, itm_det: { rt: 18, txval: 10000, iamt: 1800, csamt: 0 } }],
      },
    ])
    expect(json.b2cs).toContainEqual({
      sply_ty: 'INTER',
      pos: '29',
      typ: 'OE',
      rt: 18,
      txval: 80000,
      iamt: 14400,
      csamt: 0,
    })
    expect(json.doc_issue!.doc_det.map((d) => [d.doc_num, d.docs.length])).toEqual([
      [1, 3],
      [5, 2],
      [6, 1],
    ])
    expect(json.doc_issue!.doc_det[0]!.docs[2]).toEqual({
      num: 3,
      from: 'WIB01/2526/0001',
      to: 'WIB01/2526/0004',
      totnum: 4,
      cancel: 1,
      net_issue: 3,
    })
  })

  it('the structure refuses what the portal refuses, so the checks above can fail', () => {
    const good = gstr1Json(gstr1([g2, g3], DEC, DEALER_STATE), DEALER_GSTIN, DEC.from)
    const inv = good.b2b![0]!.inv[0]!
    expect(errors({ ...good, fp: '2025-12' })).not.toEqual([])
    expect(
      errors({ ...good, b2b: [{ ...good.b2b![0]!, inv: [{ ...inv, idt: '2025-12-01' }] }] }),
    ).not.toEqual([])
    expect(errors({ ...good, b2b: [{ ...good.b2b![0]!, inv: [{ ...inv, val: 750000.001 }] }] })).not.toEqual(
      [],
    )
    expect(
      errors({ ...good, b2b: [{ ...good.b2b![0]!, inv: [{ ...inv, pos: '29-Karnataka' }] }] }),
    ).not.toEqual([])
    expect(errors({ ...good, b2cs: [{ ...good.b2cs![0]!, rt: 17 }] })).not.toEqual([])
    expect(errors({ ...good, b2cs: [{ ...good.b2cs![0]!, iamt: 1 }] })).not.toEqual([])
    expect(errors({ ...good, hsn: { data: good.hsn!.hsn_b2c } })).not.toEqual([])
    expect(
      errors({ ...good, b2b: [{ ...good.b2b![0]!, inv: [{ ...inv, inum: 'RINV-2526/A0001-EXTRA' }] }] }),
    ).not.toEqual([])
  })
})
