import base from './playwright.config';
// Local only (not committed): the web build's initial-size budget already fails on the base commit.
export default { ...base, webServer: { ...base.webServer, command: 'npm exec -w @balancer/web -- vite build && node --import tsx e2e/support/start-server.ts' } };
