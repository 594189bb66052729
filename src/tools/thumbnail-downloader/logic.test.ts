import { describe, expect, it } from 'vitest'
import {
  dailymotionThumbs,
  isYoutubePlaceholder,
  parseVideoLink,
  thumbName,
  vimeoThumbs,
  youtubeThumbs,
} from './logic'

const ID = 'dQw4w9WgXcQ'

describe('parseVideoLink', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}&pp=abc`,
    `https://music.youtube.com/watch?v=${ID}&list=RD`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=XyZ&t=10`,
    `https://www.youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}?si=a`,
    `https://www.youtube.com/v/${ID}`,
    `  ${ID}  `,
  ])('finds the YouTube video in %s', (link) => {
    expect(parseVideoLink(link)).toEqual({ site: 'youtube', id: ID })
  })

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', '76979871'],
    ['https://vimeo.com/76979871/8a2b3c4d5e', '76979871'],
  ])('finds the Vimeo video in %s', (link, id) => {
    expect(parseVideoLink(link)).toEqual({ site: 'vimeo', id })
  })

  it.each([
    'https://www.dailymotion.com/video/x8abc12',
    'https://www.dailymotion.com/video/x8abc12_some-title',
    'https://dai.ly/x8abc12',
    'https://www.dailymotion.com/embed/video/x8abc12?autoplay=1',
    'https://geo.dailymotion.com/player.html?video=x8abc12',
  ])('finds the Dailymotion video in %s', (link) => {
    expect(parseVideoLink(link)).toEqual({ site: 'dailymotion', id: 'x8abc12' })
  })

  it('names what is wrong with other input', () => {
    expect(parseVideoLink('  ')).toEqual({ error: 'empty' })
    expect(parseVideoLink('hello there')).toEqual({ error: 'notLink' })
    expect(parseVideoLink('https://example.com/watch?v=abc')).toEqual({ error: 'unsupported' })
    expect(parseVideoLink('https://www.youtube.com/feed/trending')).toEqual({ error: 'noId' })
    expect(parseVideoLink('https://www.youtube.com/watch?v=short')).toEqual({ error: 'noId' })
    expect(parseVideoLink('https://vimeo.com/channels/staffpicks')).toEqual({ error: 'noId' })
  })
})

describe('thumbnail lists', () => {
  it('lists the five YouTube sizes, largest first', () => {
    const thumbs = youtubeThumbs(ID)
    expect(thumbs.map((t) => t.key)).toEqual([
      'maxresdefault',
      'sddefault',
      'hqdefault',
      'mqdefault',
      'default',
    ])
    expect(thumbs[0]).toEqual({
      key: 'maxresdefault',
      url: `https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`,
      width: 1280,
      height: 720,
    })
    expect(isYoutubePlaceholder(thumbs[0]!, 120)).toBe(true)
    expect(isYoutubePlaceholder(thumbs[0]!, 1280)).toBe(false)
    expect(isYoutubePlaceholder(thumbs[4]!, 120)).toBe(false)
  })

  it('derives Vimeo sizes from the oEmbed address', () => {
    const thumbs = vimeoThumbs(
      'https://i.vimeocdn.com/video/452001751-8216e0571c251a09d7a8387550942d89f7f86f6398f8ed886e639b0dd50d3c90-d_1920x1080',
      1920,
      1080,
    )
    expect(thumbs[1]).toMatchObject({ width: 1280, height: 720 })
    expect(thumbs[1]!.url.endsWith('-d_1280x720')).toBe(true)
    expect(vimeoThumbs('https://i.vimeocdn.com/video/1.jpg', 640, 360)).toHaveLength(1)
  })

  it('keeps only the https sizes Dailymotion returned', () => {
    const thumbs = dailymotionThumbs({
      thumbnail_1080_url: 'https://s1.dmcdn.net/v/x1080',
      thumbnail_720_url: 'https://s1.dmcdn.net/v/x720',
      thumbnail_480_url: null,
      thumbnail_360_url: 'http://insecure',
    })
    expect(thumbs.map((t) => t.height)).toEqual([1080, 720])
    expect(thumbName('dailymotion', 'x8abc12', thumbs[0]!)).toBe('dailymotion-x8abc12-1920x1080.jpg')
  })
})
