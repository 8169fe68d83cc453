/** The AI settings feature's public face: the /Settings page. */
export { SettingsPage } from './components/settings-page';
