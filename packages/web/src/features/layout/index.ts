/** The layout feature's public face: what the app and other features may import. */
export { BetaBanner } from './components/beta-banner';
export { SiteFooter } from './components/site-footer';
export { SiteHeader } from './components/site-header';
export { useVersion, versionLabel } from './api/get-version';
