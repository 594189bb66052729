import { describe, expect, it } from 'vitest'
import { rupees, toCsv } from './csv'

describe('toCsv', () => {
  it('writes a BOM, the header, CRLF lines and quotes what needs quoting', () => {
    expect(
      toCsv(
        ['name', 'amount'],
        [
          ['Ramesh, Kumar', 1250.5],
          ['रमेश', -10],
        ],
      ),
    ).toBe('\uFEFFname,amount\r\n"Ramesh, Kumar",1250.5\r\nरमेश,-10\r\n')
  })

  it('never lets a text cell become a formula', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://x")'], ['+91 98'], ['@a']])).toBe(
      '\uFEFFx\r\n"\'=HYPERLINK(""http://x"")"\r\n\'+91 98\r\n\'@a\r\n',
    )
  })

  it('turns paise into rupees', () => {
    expect(rupees(123_456)).toBe(1234.56)
    expect(rupees(undefined)).toBe(0)
  })
})
