import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../auth';

/** The widget's code loads only once someone is signed in, so it never weighs on the first load of /. */
const LazyChatWidget = lazy(() => import('./chat-widget'));

/**
 * JJ, the chat widget, for signed-in users on every page but the document workspace (which is a
 * chat already and keeps its own bottom-right corner for the question box).
 */
export function ChatWidget() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  if (status !== 'signed-in' || /^\/drugsummary\/?$/i.test(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <LazyChatWidget />
    </Suspense>
  );
}
