import { describe, expect, it } from 'vitest'
import { specText } from '@/lib/documents/spec-text'
import { blankResume, resumeToDoc, TEMPLATES, validatePhone, validateResume } from './logic'
import type { Resume } from './model'

const headings = {
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certifications: 'Certifications',
  languages: 'Languages',
  custom: 'Other',
}

const priya: Resume = {
  version: 1,
  template: 'classic',
  profile: {
    name: 'Priya Verma',
    headline: 'सर्विस एडवाइज़र',
    email: 'priya@example.com',
    phone: '98765 43210',
    location: 'Lucknow',
    links: 'linkedin.com/in/priya',
    summary: 'सात साल का अनुभव, 40 गाड़ियाँ रोज़।',
    photo: '',
  },
  sections: [
    {
      id: 'a',
      kind: 'experience',
      heading: 'अनुभव',
      entries: [
        {
          title: 'Service Advisor',
          subtitle: 'Sharma Motors',
          place: 'Lucknow',
          start: '2019',
          end: 'Present',
          details: '- Handled 40 cars a day\n- ग्राहकों से बातचीत',
        },
      ],
    },
    {
      id: 'b',
      kind: 'skills',
      heading: 'Skills',
      entries: [{ title: 'Tally', subtitle: 'Advanced', place: '', start: '', end: '', details: '' }],
    },
  ],
}

describe('résumé rules', () => {
  it('requires a name and a valid email, checks the phone, and wants a title on filled entries', () => {
    expect(validateResume(blankResume(headings))).toEqual({
      'profile.name': 'required',
      'profile.email': 'required',
    })
    expect(validateResume(priya)).toEqual({})
    const bad: Resume = {
      ...priya,
      profile: { ...priya.profile, email: 'priya@', phone: '12345' },
      sections: [{ ...priya.sections[0]!, entries: [{ ...priya.sections[0]!.entries[0]!, title: ' ' }] }],
    }
    expect(validateResume(bad)).toEqual({
      'profile.email': 'email',
      'profile.phone': 'phone',
      'sections.0.entries.0.title': 'required',
    })
    expect(validatePhone('+91 98765-43210')).toBe(true)
    expect(validatePhone('+44 20 7946 0958')).toBe(true)
    expect(validatePhone('5876543210')).toBe(false)
  })
})

describe('résumé templates', () => {
  it.each(TEMPLATES)('%s: everything in reading order', (template) => {
    const text = specText(resumeToDoc({ ...priya, template }, 'hi', false))
    let at = 0
    const order = [
      'Priya Verma',
      'सर्विस एडवाइज़र',
      'priya@example.com',
      'अनुभव',
      'Service Advisor',
      'Handled 40 cars a day',
      'ग्राहकों से बातचीत',
      'skills',
      'Tally (Advanced)',
    ]
    const lower = text.toLowerCase()
    for (const word of order) {
      const found = lower.indexOf(word.toLowerCase(), template === 'sidebar' ? 0 : at)
      expect(found, `${word} in ${text}`).toBeGreaterThanOrEqual(0)
      at = found
    }
  })
})
