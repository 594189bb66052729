// What the app may use of the day board: its lazy loader, so the dashboard's own chunk stays small and the board's
// reads start only on the dashboard.
export const loadDayBoard = () => import('./components/day-board')
