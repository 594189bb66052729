import { InstallPrompt } from './install-prompt'
import { UpdatePrompt } from './update-prompt'

/** The update and install prompts, stacked at the bottom of the screen above the page. Loaded lazily
 * after hydration: it depends on the device (iOS, installed, a waiting update) and is never needed to paint. */
export default function PwaPrompts() {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 mx-auto flex w-full max-w-md flex-col gap-2 p-3 sm:right-4 sm:left-auto sm:mx-0 sm:px-0">
      <UpdatePrompt />
      <InstallPrompt />
    </div>
  )
}
