// Which path, if any, is showing the prerendered HTML the browser received and is hydrating it. Static
// islands (shell/static-island.tsx) keep that HTML instead of loading the data to re-render it.
let hydratingPath: string | null = null

/** Called by main.tsx just before hydrateRoot. */
export function beginHydration(path: string): void {
  hydratingPath = path
}

/** Called on the first navigation: from then on every page renders in the browser. */
export function endHydration(): void {
  hydratingPath = null
}

export function isHydrating(path: string): boolean {
  return hydratingPath === path
}
