/** The chat widget's public face: the gate that loads JJ for signed-in users. */
export { ChatWidget } from './components/chat-widget-gate';
