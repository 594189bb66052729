// The company logo's bytes for a PDF: the frame places bytes, not addresses. The print waits for them
// (undefined) so no slip goes out without the logo it used to carry; a logo that cannot be fetched
// (offline, removed) or is neither PNG nor JPEG prints as none rather than blocking the print.
import { useEffect, useState } from 'react'
import type { DocImage } from '@workers/documents/spec.options'

export function useLogoImage(url: string): DocImage | null | undefined {
  const [got, setGot] = useState<{ url: string; image: DocImage | null } | null>(null)
  useEffect(() => {
    if (!url) return
    let live = true
    void fetch(url)
      .then(async (r) => {
        if (!r.ok) return null
        const blob = await r.blob()
        const type = blob.type === 'image/png' ? 'png' : blob.type === 'image/jpeg' ? 'jpeg' : null
        return type ? ({ bytes: new Uint8Array(await blob.arrayBuffer()), type } as DocImage) : null
      })
      .catch(() => null)
      .then((image) => {
        if (live) setGot({ url, image })
      })
    return () => {
      live = false
    }
  }, [url])
  if (!url) return null
  return got?.url === url ? got.image : undefined
}
