// The lazily loaded half of the header search: the registry and the ranking function.
export { TOOLS } from '@/tools/registry'
export { searchTools } from '@/tools/search'
