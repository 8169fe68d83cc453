import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { JJ_DOCK_ID, JJ_DOCK_QUERY } from '../../../lib/header-slots';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useOpenPage } from '../../document-chat';
import { useWidgetChat } from '../api/use-widget-chat';
import { ErrorBox } from './error-box';
import { Suggestions } from './suggestions';
import { TypingDots } from './typing-dots';
import { WidgetInput } from './widget-input';
import { WidgetMessage } from './widget-message';

const iconButton =
  'rounded-md px-2 py-1 text-xs font-medium text-white/90 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white';

/** "JJ": the floating button and the chat panel it opens (windowed or full screen). Loaded after sign-in. */
export default function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [full, setFull] = useState(false);
  const chat = useWidgetChat();
  const openPage = useOpenPage(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery(JJ_DOCK_QUERY);
  const { pathname } = useLocation();
  const [dock, setDock] = useState<{ el: HTMLElement | null; path: string } | null>(null);
  // Each layout renders its own dock; look it up again when the page (and so perhaps the layout) changes.
  // After the frame in which a new layout (with its own dock) was committed.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setDock({ el: document.getElementById(JJ_DOCK_ID), path: pathname }));
    return () => cancelAnimationFrame(frame);
  }, [pathname, phone]);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [chat.messages.length, chat.sending, chat.errors.length]);

  const close = () => {
    setOpen(false);
    setFull(false);
    requestAnimationFrame(() => launcher.current?.focus());
  };

  if (!open) {
    const label = 'Ask JJ, the medication assistant';
    const onClick = () => setOpen(true);
    // On a phone, nothing until this page's dock has been looked up (one frame): the bubble never shows
    // over the page first and then jumps into the header.
    if (phone && dock?.path !== pathname) return null;
    // Docked in the header's flow on phones: it covers nothing (issue 29 item 11); floating elsewhere.
    const docked = phone && dock?.el?.isConnected ? dock.el : null;
    const button = (
      <button
        ref={launcher}
        type="button"
        onClick={onClick}
        aria-label={label}
        className={
          docked
            ? 'flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white hover:bg-brand-800 print:hidden'
            : 'fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 print:hidden'
        }
        data-testid="chat-widget-button"
        {...(docked ? { 'data-jj-docked': '' } : { 'data-jj-bubble': '' })}
      >
        JJ
      </button>
    );
    return docked ? createPortal(button, docked) : button;
  }

  return (
    <div
      role="dialog"
      aria-labelledby="jj-title"
      onKeyDown={(e) => e.key === 'Escape' && close()}
      className={`fixed z-50 flex flex-col overflow-hidden bg-slate-50 shadow-2xl print:hidden ${
        full
          ? 'inset-0'
          : 'inset-0 sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[min(600px,calc(100vh-2rem))] sm:w-[400px] sm:rounded-xl sm:border sm:border-slate-200'
      }`}
      data-testid="chat-widget"
    >
      <div className="flex items-center gap-1 bg-brand-800 px-3 py-2 text-white">
        <h2 id="jj-title" className="mr-auto text-sm font-semibold">
          Ask JJ
        </h2>
        <button type="button" className={iconButton} onClick={chat.reset}>
          New Conversation
        </button>
        <button type="button" className={`${iconButton} hidden sm:inline-block`} onClick={() => setFull((f) => !f)} aria-pressed={full}>
          {full ? 'Exit full screen' : 'Full screen'}
        </button>
        <button type="button" className={iconButton} onClick={close} aria-label="Close">
          ✕
        </button>
      </div>
      <div ref={log} className="flex-1 overflow-y-auto p-3">
        <div className={full ? 'mx-auto max-w-3xl' : ''}>
          {chat.messages.length === 0 ? (
            <Suggestions onPick={(q) => void chat.send(q)} disabled={chat.sending} />
          ) : (
            <div role="log" aria-label="Conversation with JJ">
              <ul className="flex flex-col gap-3">
                {chat.messages.map((m, i) => (
                  <WidgetMessage key={i} message={m} onOpen={openPage} />
                ))}
              </ul>
            </div>
          )}
          <div className="mt-3 space-y-2">
            {chat.sending ? <TypingDots /> : null}
            <ErrorBox errors={chat.errors} />
          </div>
        </div>
      </div>
      <p className="bg-slate-50 px-3 pb-1 text-[11px] text-slate-600">
        Decision support for prescribers; check every answer against its source.
      </p>
      <WidgetInput sending={chat.sending} onSend={chat.send} inputRef={input} />
    </div>
  );
}
