// Form 21, the sale certificate the RTO registers a vehicle on (CMVR rule 47(1)(a)): the buyer from the
// invoice's snapshot, the vehicle from its line and the catalogue variant, the sale value, dated the day of
// delivery. The certificate's sentence follows the rule's fields, not a verified copy of the gazetted form's
// wording. Pure: the page sends the result to the document kit.
import type { DocInput } from '@workers/documents/spec.options'
import { documentFrame } from '@/lib/documents/frame'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { facts, invoiceFrame, printLabels, type InvoicePrint } from './print-shared'

const LABELS = {
  en: {
    form21: 'FORM 21 — SALE CERTIFICATE',
    form21Rule: '[See rule 47(1)(a) and (d) of the Central Motor Vehicles Rules, 1989]',
    form21Certify: 'Certified that {{vehicle}} has been delivered by us to {{buyer}} on {{date}}.',
    nameOfBuyer: 'Name of the buyer',
    relation: 'Son / wife / daughter of',
    address: 'Address (permanent / temporary)',
    vehicleClass: 'Class of vehicle',
    makerName: "Maker's name",
    model: 'Model',
    colour: 'Colour',
    fuel: 'Type of fuel',
    yearMfg: 'Month and year of manufacture',
    seats: 'Seating capacity (including driver)',
    capacity: 'Cubic capacity / motor power',
    hypothecation: 'Hypothecated to',
    saleValue: 'Sale value (invoice total)',
    body_car: 'Motor car',
    body_motorcycle: 'Motor cycle',
    body_three_wheeler: 'Three-wheeler',
    body_bus: 'Bus',
    body_goods: 'Goods carrier',
    signature: 'Signature of the dealer',
    fuel_petrol: 'Petrol',
    fuel_cng: 'CNG',
    fuel_lpg: 'LPG',
    fuel_diesel: 'Diesel',
    fuel_petrol_hybrid: 'Petrol hybrid',
    fuel_diesel_hybrid: 'Diesel hybrid',
    fuel_electric: 'Electric',
  },
  hi: {
    form21: 'फ़ॉर्म 21 — बिक्री प्रमाणपत्र',
    form21Rule: '[केंद्रीय मोटर वाहन नियम, 1989 के नियम 47(1)(a) और (d) देखें]',
    form21Certify: 'प्रमाणित किया जाता है कि {{vehicle}} हमारे द्वारा {{buyer}} को {{date}} को सौंपा गया।',
    nameOfBuyer: 'खरीदार का नाम',
    relation: 'पुत्र / पत्नी / पुत्री',
    address: 'पता (स्थायी / अस्थायी)',
    vehicleClass: 'वाहन की श्रेणी',
    makerName: 'निर्माता का नाम',
    model: 'मॉडल',
    colour: 'रंग',
    fuel: 'ईंधन',
    yearMfg: 'निर्माण का महीना और वर्ष',
    seats: 'बैठने की क्षमता (ड्राइवर सहित)',
    capacity: 'क्यूबिक क्षमता / मोटर पावर',
    hypothecation: 'हाइपोथिकेशन',
    saleValue: 'बिक्री मूल्य (बिल का कुल)',
    body_car: 'मोटर कार',
    body_motorcycle: 'मोटर साइकिल',
    body_three_wheeler: 'थ्री-व्हीलर',
    body_bus: 'बस',
    body_goods: 'मालवाहक',
    signature: 'डीलर के हस्ताक्षर',
    fuel_petrol: 'पेट्रोल',
    fuel_cng: 'CNG',
    fuel_lpg: 'LPG',
    fuel_diesel: 'डीज़ल',
    fuel_petrol_hybrid: 'पेट्रोल हाइब्रिड',
    fuel_diesel_hybrid: 'डीज़ल हाइब्रिड',
    fuel_electric: 'इलेक्ट्रिक',
  },
} as const

/** The calendar date of an instant where the dealer is (the device's zone), not in UTC: a car handed over
 * at 00:30 IST was delivered that day. */
export function localIsoDate(ms: number): string {
  const d = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

export function form21Doc(input: InvoicePrint): DocInput {
  const { invoice: v, lang } = input
  const t = printLabels(LABELS, lang)
  const date = (d: string) => displayDate(d, lang)
  const vehicle = v.lines.find((l) => l.kind === 'vehicle')
  const buyer = v.party ?? { name: '' }
  const { frame, images } = invoiceFrame(input, t)
  const c = input.variant
  const capacity = c?.engine_cc ? `${c.engine_cc} cc` : c?.motor_watts ? `${c.motor_watts / 1000} kW` : ''
  const rows: [string, string][] = [
    [t('nameOfBuyer'), buyer.name],
    [t('relation'), buyer.relation ? `${buyer.relation.type} ${buyer.relation.name}` : ''],
    [t('address'), [buyer.address, buyer.delivery_address].filter(Boolean).join(' / ')],
    [t('vehicleClass'), c ? t(`body_${c.body}`) : ''],
    [t('makerName'), c?.make ?? ''],
    [t('model'), c ? `${c.model} ${c.variant}` : (vehicle?.description ?? '')],
    // The posted line is "<variant> · <colour>"; without a colour there is nothing after the separator.
    [t('colour'), vehicle?.description.includes(' · ') ? vehicle.description.split(' · ').at(-1)! : ''],
    [t('fuel'), c?.fuel ? t(`fuel_${c.fuel}`) : ''],
    [t('chassis'), vehicle?.chassis ?? ''],
    [t('engine'), vehicle?.engine ?? ''],
    [t('yearMfg'), vehicle?.custom?.mfg ?? ''],
    [t('seats'), c?.seating ? String(c.seating) : ''],
    [t('capacity'), capacity],
    [t('hypothecation'), v.details?.hypothecation ?? ''],
    [t('saleValue'), formatPaise(v.totals.grand_total ?? 0, { locale: lang })],
  ]
  const when = date(v.delivery ? localIsoDate(v.delivery.at) : v.doc_date)
  const spec = documentFrame({
    ...frame,
    title: t('form21'),
    body: [
      { kind: 'text', size: 8, runs: [{ text: t('form21Rule') }], spaceAfter: 6 },
      {
        kind: 'text',
        size: 10,
        runs: [
          {
            text: t('form21Certify', {
              vehicle: vehicle?.description ?? '',
              buyer: buyer.name,
              date: when,
            }),
          },
        ],
        spaceAfter: 8,
      },
      facts(rows),
    ],
    signatures: { left: null, right: t('signature') },
  })
  return { spec, images }
}
