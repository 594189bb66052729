// A picture's bytes for a PDF (a logo, a signature): the frame places bytes, not addresses. Undefined while
// they are on their way, so a print can wait for them; null when there is no picture, it cannot be fetched
// (offline, removed) or is neither PNG nor JPEG — then the document prints without it rather than not at all.
import { useEffect, useState } from 'react'
import type { DocImage } from '@workers/documents/spec.options'

export function useDocImage(url: string | null): DocImage | null | undefined {
  const [got, setGot] = useState<{ url: string; image: DocImage | null } | null>(null)
  useEffect(() => {
    if (!url) return
    let live = true
    void fetch(url)
      .then(async (r): Promise<DocImage | null> => {
        if (!r.ok) return null
        const blob = await r.blob()
        const type = blob.type === 'image/png' ? 'png' : blob.type === 'image/jpeg' ? 'jpeg' : null
        return type ? { bytes: new Uint8Array(await blob.arrayBuffer()), type } : null
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
