export type SplitOptions = {
  /** The output files: each a list of 0-based page indices, in order. */
  groups: readonly (readonly number[])[]
  password?: string
  /** Name of the input without ".pdf"; outputs are named `<base>_p1-3.pdf`. */
  baseName?: string
  /** Several outputs come back as one ZIP (otherwise as separate files). */
  zip?: boolean
}
