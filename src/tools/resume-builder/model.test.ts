import { describe, expect, it } from 'vitest'
import { MAX_JSON_BYTES, moveSection, parseResumeJson, type Resume } from './model'

const good: Resume = {
  version: 1,
  template: 'classic',
  profile: {
    name: 'Priya Verma',
    headline: 'Service Advisor',
    email: 'priya@example.com',
    phone: '9876543210',
    location: 'Lucknow',
    links: '',
    summary: 'सात साल का अनुभव',
    photo: '',
  },
  sections: [
    {
      id: 'a',
      kind: 'experience',
      heading: 'Experience',
      entries: [
        {
          title: 'Service Advisor',
          subtitle: 'Sharma Motors',
          place: 'Lucknow',
          start: '2019',
          end: '',
          details: 'Handled 40 cars a day',
        },
      ],
    },
    { id: 'b', kind: 'skills', heading: 'Skills', entries: [] },
  ],
}

describe('résumé JSON import', () => {
  it('accepts its own export and drops unknown keys', () => {
    const r = parseResumeJson(
      JSON.stringify({ ...good, extra: 1, profile: { ...good.profile, hack: '<script>' } }),
    )
    expect(r.ok && r.value).toEqual(good)
  })

  it('names why a file is refused', () => {
    expect(parseResumeJson('{oops')).toMatchObject({ ok: false, reason: 'not-json' })
    expect(parseResumeJson('[1,2]')).toMatchObject({ ok: false, reason: 'not-resume' })
    expect(parseResumeJson(JSON.stringify({ ...good, version: 2 }))).toMatchObject({
      ok: false,
      reason: 'newer-version',
    })
    expect(parseResumeJson('{}', MAX_JSON_BYTES + 1)).toMatchObject({ ok: false, reason: 'too-large' })
    const badKind = { ...good, sections: [{ ...good.sections[0], kind: 'hobbies' }] }
    expect(parseResumeJson(JSON.stringify(badKind))).toMatchObject({
      ok: false,
      reason: 'bad-field',
      path: 'sections.0.kind',
    })
    const badField = { ...good, profile: { ...good.profile, name: 42 } }
    expect(parseResumeJson(JSON.stringify(badField))).toMatchObject({
      ok: false,
      reason: 'bad-field',
      path: 'profile.name',
    })
    const badPhoto = { ...good, profile: { ...good.profile, photo: 'javascript:alert(1)' } }
    expect(parseResumeJson(JSON.stringify(badPhoto))).toMatchObject({
      ok: false,
      reason: 'bad-field',
      path: 'profile.photo',
    })
  })

  it('reorders sections and ignores moves past either end', () => {
    expect(moveSection(good.sections, 1, -1).map((s) => s.id)).toEqual(['b', 'a'])
    expect(moveSection(good.sections, 0, -1).map((s) => s.id)).toEqual(['a', 'b'])
    expect(moveSection(good.sections, 1, 1).map((s) => s.id)).toEqual(['a', 'b'])
  })
})
