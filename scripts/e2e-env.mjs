// The JWT secret of the end-to-end backend. Public on purpose: it only ever signs tokens for a throw-away
// test database on 127.0.0.1. The build for the e2e run embeds the anon key derived from it.
export const E2E_JWT_SECRET = 'autobahi-e2e-only-secret-not-for-production-0001'
