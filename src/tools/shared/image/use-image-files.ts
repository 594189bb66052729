import { useCallback, useEffect, useRef, useState } from 'react'

export type ImageFile = { id: string; name: string; file: File; url: string }
let counter = 0

/** The images a tool works on, each with a preview URL that is revoked once the image leaves the list. */
export function useImageFiles() {
  const [files, setFiles] = useState<ImageFile[]>([])
  const urls = useRef(new Set<string>())

  useEffect(() => {
    const live = new Set(files.map((file) => file.url))
    for (const url of urls.current) {
      if (!live.has(url)) {
        URL.revokeObjectURL(url)
        urls.current.delete(url)
      }
    }
  }, [files])
  useEffect(() => {
    const all = urls.current
    return () => all.forEach((url) => URL.revokeObjectURL(url))
  }, [])

  const add = useCallback((incoming: File[]) => {
    const added = incoming.map((file) => {
      const url = URL.createObjectURL(file)
      urls.current.add(url)
      return { id: `image-${(counter += 1)}`, name: file.name, file, url }
    })
    setFiles((list) => [...list, ...added])
  }, [])

  return { files, setFiles, add }
}
