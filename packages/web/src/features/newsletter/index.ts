/** The newsletter feature's public face: what the app and other features may import. */
export { NewsletterForm } from './components/newsletter-form';
export { SubscriberList } from './components/subscriber-list';
