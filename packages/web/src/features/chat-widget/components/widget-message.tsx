import type { AssistantSource } from '@balancer/contract';
import { useId, useState } from 'react';
import { shortAnswer } from '../api/short-answer';
import { Markdown, PageLink, type Citation, type PageTarget } from '../../document-chat';
import type { WidgetMessage as Message } from '../api/stored-conversation';

/** One message of JJ's conversation; answers show their citations as page links and their sources below. */
export function WidgetMessage({ message, onOpen }: { message: Message; onOpen: (t: PageTarget) => void }) {
  if (message.role === 'user') {
    return (
      <li className="ml-8 self-end rounded-lg bg-brand-700 px-3 py-2 text-sm whitespace-pre-wrap text-white">
        <span className="sr-only">You asked: </span>
        {message.text}
      </li>
    );
  }
  const cite = (c: Citation, key: string) => (
    <PageLink
      key={key}
      target={{ guid: c.guid, page: c.page }}
      label={`Page ${c.page} of ${titleOf(c.guid, message.sources)}`}
      onOpen={onOpen}
    />
  );
  return (
    <li
      className="mr-4 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm leading-relaxed text-slate-800 shadow-sm"
      data-testid="widget-answer"
    >
      <span className="sr-only">JJ answered: </span>
      <LongText text={message.text} render={(text) => <Markdown text={text} renderCitation={cite} />} />
      {message.sources.length ? (
        <div className="mt-2 border-t border-slate-100 pt-2">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Sources</p>
          <ul className="mt-1 space-y-1 text-xs text-slate-700">
            {message.sources.map((s, i) => (
              <li key={i}>
                <SourceLine source={s} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

const titleOf = (guid: string, sources: AssistantSource[]) => sources.find((s) => s.guid?.toLowerCase() === guid)?.title ?? 'the document';

function SourceLine({ source, onOpen }: { source: AssistantSource; onOpen: (t: PageTarget) => void }) {
  if (source.guid && source.page) {
    return (
      <>
        <span className="font-medium text-slate-900">{source.title}</span>{' '}
        <PageLink target={{ guid: source.guid, page: source.page }} label={`Page ${source.page} of ${source.title}`} onOpen={onOpen} />
      </>
    );
  }
  return (
    <>
      {source.url ? (
        <a href={source.url} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-2">
          {source.title}
        </a>
      ) : (
        <span className="font-medium text-slate-900">{source.title}</span>
      )}
      {source.locator ? <span className="text-slate-600"> · {source.locator}</span> : null}
    </>
  );
}

/** A long answer opens at its first paragraphs with "Show more"; the rest is one press away. */
function LongText({ text, render }: { text: string; render: (text: string) => React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const restId = useId();
  const { head, rest } = shortAnswer(text);
  if (!rest) return render(text);
  return (
    <>
      {render(head)}
      {open ? <div id={restId}>{render(rest)}</div> : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={restId}
        onClick={() => setOpen(!open)}
        className="mt-1 text-xs font-medium text-brand-700 underline underline-offset-2"
      >
        {open ? 'Show less' : 'Show more'}
      </button>
    </>
  );
}
