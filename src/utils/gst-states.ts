// GST state codes — the first two digits of a GSTIN and the place-of-supply code on invoices.
// Source: resilient-tech/india-compliance, gst_india/constants/__init__.py (STATE_NUMBERS), copied in
// research/dms.md Appendix A. `utgst` marks Union Territories without a legislature, where intra-UT supplies
// carry CGST + UTGST instead of CGST + SGST (UTGST Act 2017 s.2(114) list).

export type GstStateCode = string

export type GstState = {
  code: GstStateCode
  name: string
  nameHi: string
  kind: 'state' | 'ut' | 'other'
  /** CGST + UTGST applies to intra-territory supplies. */
  utgst: boolean
}

export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', nameHi: 'जम्मू और कश्मीर', kind: 'ut', utgst: false },
  { code: '02', name: 'Himachal Pradesh', nameHi: 'हिमाचल प्रदेश', kind: 'state', utgst: false },
  { code: '03', name: 'Punjab', nameHi: 'पंजाब', kind: 'state', utgst: false },
  { code: '04', name: 'Chandigarh', nameHi: 'चंडीगढ़', kind: 'ut', utgst: true },
  { code: '05', name: 'Uttarakhand', nameHi: 'उत्तराखंड', kind: 'state', utgst: false },
  { code: '06', name: 'Haryana', nameHi: 'हरियाणा', kind: 'state', utgst: false },
  { code: '07', name: 'Delhi', nameHi: 'दिल्ली', kind: 'ut', utgst: false },
  { code: '08', name: 'Rajasthan', nameHi: 'राजस्थान', kind: 'state', utgst: false },
  { code: '09', name: 'Uttar Pradesh', nameHi: 'उत्तर प्रदेश', kind: 'state', utgst: false },
  { code: '10', name: 'Bihar', nameHi: 'बिहार', kind: 'state', utgst: false },
  { code: '11', name: 'Sikkim', nameHi: 'सिक्किम', kind: 'state', utgst: false },
  { code: '12', name: 'Arunachal Pradesh', nameHi: 'अरुणाचल प्रदेश', kind: 'state', utgst: false },
  { code: '13', name: 'Nagaland', nameHi: 'नागालैंड', kind: 'state', utgst: false },
  { code: '14', name: 'Manipur', nameHi: 'मणिपुर', kind: 'state', utgst: false },
  { code: '15', name: 'Mizoram', nameHi: 'मिज़ोरम', kind: 'state', utgst: false },
  { code: '16', name: 'Tripura', nameHi: 'त्रिपुरा', kind: 'state', utgst: false },
  { code: '17', name: 'Meghalaya', nameHi: 'मेघालय', kind: 'state', utgst: false },
  { code: '18', name: 'Assam', nameHi: 'असम', kind: 'state', utgst: false },
  { code: '19', name: 'West Bengal', nameHi: 'पश्चिम बंगाल', kind: 'state', utgst: false },
  { code: '20', name: 'Jharkhand', nameHi: 'झारखंड', kind: 'state', utgst: false },
  { code: '21', name: 'Odisha', nameHi: 'ओडिशा', kind: 'state', utgst: false },
  { code: '22', name: 'Chhattisgarh', nameHi: 'छत्तीसगढ़', kind: 'state', utgst: false },
  { code: '23', name: 'Madhya Pradesh', nameHi: 'मध्य प्रदेश', kind: 'state', utgst: false },
  { code: '24', name: 'Gujarat', nameHi: 'गुजरात', kind: 'state', utgst: false },
  {
    code: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    nameHi: 'दादरा और नगर हवेली और दमन और दीव',
    kind: 'ut',
    utgst: true,
  },
  { code: '27', name: 'Maharashtra', nameHi: 'महाराष्ट्र', kind: 'state', utgst: false },
  { code: '29', name: 'Karnataka', nameHi: 'कर्नाटक', kind: 'state', utgst: false },
  { code: '30', name: 'Goa', nameHi: 'गोवा', kind: 'state', utgst: false },
  { code: '31', name: 'Lakshadweep', nameHi: 'लक्षद्वीप', kind: 'ut', utgst: true },
  { code: '32', name: 'Kerala', nameHi: 'केरल', kind: 'state', utgst: false },
  { code: '33', name: 'Tamil Nadu', nameHi: 'तमिलनाडु', kind: 'state', utgst: false },
  { code: '34', name: 'Puducherry', nameHi: 'पुडुचेरी', kind: 'ut', utgst: false },
  {
    code: '35',
    name: 'Andaman and Nicobar Islands',
    nameHi: 'अंडमान और निकोबार द्वीपसमूह',
    kind: 'ut',
    utgst: true,
  },
  { code: '36', name: 'Telangana', nameHi: 'तेलंगाना', kind: 'state', utgst: false },
  { code: '37', name: 'Andhra Pradesh', nameHi: 'आंध्र प्रदेश', kind: 'state', utgst: false },
  { code: '38', name: 'Ladakh', nameHi: 'लद्दाख', kind: 'ut', utgst: true },
  { code: '97', name: 'Other Territory', nameHi: 'अन्य क्षेत्र', kind: 'other', utgst: false },
]

const BY_CODE = new Map(GST_STATES.map((s) => [s.code, s]))

/** Looks up a state by its 2-digit GST code ("9" and "09" both work). */
export function gstStateByCode(code: string): GstState | undefined {
  const c = code.trim()
  return BY_CODE.get(/^\d$/.test(c) ? `0${c}` : c)
}
