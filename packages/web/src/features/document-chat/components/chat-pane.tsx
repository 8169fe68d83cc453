import { useEffect, useRef } from 'react';
import { useOpenPage } from '../api/use-open-page';
import { useDocumentChat } from '../api/use-document-chat';
import { ChatInput } from './chat-input';
import { ChatMessage } from './chat-message';

/**
 * The document chat: questions answered from the open file (`guid`) or, with `guid` null, from the
 * whole library, each answer streamed with its citations as page links and its sources listed below.
 */
export function ChatPane({ guid, focusQuestion = false }: { guid: string | null; focusQuestion?: boolean }) {
  const { turns, busy, send } = useDocumentChat(guid);
  const openPage = useOpenPage(guid);
  const log = useRef<HTMLDivElement>(null);
  const last = turns.at(-1);

  // Follow the answer as it streams (the pane scrolls, never the page around it).
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [turns.length, last?.text]);

  return (
    <div className="flex h-full min-h-0 flex-col bg-slate-50" data-testid="chat-pane">
      <div ref={log} className="flex-1 overflow-y-auto p-3" aria-busy={busy}>
        {turns.length === 0 ? (
          <div className="mx-auto max-w-prose py-6 text-sm text-slate-700">
            <h2 className="text-base font-semibold text-slate-900">{guid ? 'Ask about this document' : 'Ask the library'}</h2>
            <p className="mt-1">
              {guid
                ? 'Answers come from this document only. Each statement cites its page; select a page number to see the passage.'
                : 'Answers come from every document in the library. Each statement cites its document and page; select a page number to open it.'}
            </p>
          </div>
        ) : (
          <div role="log" aria-label="Conversation">
            <ol className="flex flex-col gap-3">
              {turns.map((turn) => (
                <ChatMessage key={turn.id} turn={turn} onOpen={openPage} />
              ))}
            </ol>
          </div>
        )}
      </div>
      <ChatInput
        busy={busy}
        onSend={send}
        placeholder={guid ? 'Ask about this document' : 'Ask about the library'}
        focusOnArrival={focusQuestion}
      />
    </div>
  );
}
