import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { acceptsMedia, MEDIA_BUCKET, MEDIA_MAX_BYTES, MEDIA_TYPES, mediaPath } from './media-rules'

const sql = readFileSync(new URL('../../../schemas/sql/0017_job_card_media.sql', import.meta.url), 'utf8')

describe('job-card media rules', () => {
  it('match the bucket the migration creates: name, private, size limit, types', () => {
    const values = /values \('([^']+)', '[^']+', (true|false), (\d+), array\[([^\]]+)\]\)/.exec(sql)
    expect(values?.[1]).toBe(MEDIA_BUCKET)
    expect(values?.[2]).toBe('false')
    expect(Number(values?.[3])).toBe(MEDIA_MAX_BYTES)
    expect(values?.[4]?.split(',').map((t) => t.trim().replace(/'/g, ''))).toEqual([...MEDIA_TYPES])
  })

  it('puts every object in the owner folder and accepts only what the bucket takes', () => {
    expect(mediaPath('u1', 'card-1', 'photo-1')).toBe('u1/card-1/photo-1')
    expect(acceptsMedia('image/jpeg', 1)).toBe(true)
    expect(acceptsMedia('image/png', MEDIA_MAX_BYTES)).toBe(true)
    expect(acceptsMedia('image/png', MEDIA_MAX_BYTES + 1)).toBe(false)
    expect(acceptsMedia('image/jpeg', 0)).toBe(false)
    expect(acceptsMedia('image/gif', 10)).toBe(false)
  })
})
