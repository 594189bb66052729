// What other modules may use of the admin module: the per-module access editor, which the owner's staff page
// shows capped at the owner's own access.
export { AccessEditor } from './components/access-editor'
