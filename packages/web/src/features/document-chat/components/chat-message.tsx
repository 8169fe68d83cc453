import type { Passage } from '@balancer/contract';
import { citationTarget, citedPassages, preview, type Citation, type PageTarget } from '../api/citations';
import type { ChatTurn } from '../api/use-document-chat';
import { Markdown } from './markdown';
import { PageLink } from './page-link';
import { ThinkingIndicator } from './thinking-indicator';

const fileName = (p: Pick<Passage, 'title' | 'fileName'>) => p.title?.trim() || p.fileName;

/** One turn of the document chat: the question, or the answer with its citations and sources. */
export function ChatMessage({ turn, onOpen }: { turn: ChatTurn; onOpen: (target: PageTarget) => void }) {
  if (turn.role === 'user') {
    return (
      <li className="ml-6 self-end sm:ml-8 rounded-lg bg-brand-700 px-3 py-2 text-sm whitespace-pre-wrap text-white">
        <span className="sr-only">You asked: </span>
        {turn.text}
      </li>
    );
  }
  const citation = (c: Citation, key: string) => {
    const target = citationTarget(c, turn.passages);
    const file = turn.passages.find((p) => p.guid.toLowerCase() === c.guid);
    return <PageLink key={key} target={target} label={`Page ${c.page}${file ? ` of ${fileName(file)}` : ''}`} onOpen={onOpen} />;
  };
  const sources = turn.status === 'done' ? citedPassages(turn.text, turn.passages) : [];
  return (
    <li
      className="mr-2 rounded-lg sm:mr-8 border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 shadow-sm"
      data-testid="bot-message"
    >
      <span className="sr-only">Balancer answered: </span>
      {turn.status === 'thinking' ? (
        <ThinkingIndicator />
      ) : turn.status === 'failed' ? (
        <p role="alert" className="text-red-800">
          {turn.text}
        </p>
      ) : (
        <div className="leading-relaxed">
          <Markdown text={turn.text} renderCitation={citation} />
          {turn.status === 'streaming' ? <ThinkingIndicator compact /> : null}
        </div>
      )}
      {turn.dropped > 0 ? (
        <p className="mt-2 text-xs text-amber-900">
          {turn.dropped === 1
            ? 'One sentence was removed because its citation could not be verified.'
            : `${turn.dropped} sentences were removed because their citations could not be verified.`}
        </p>
      ) : null}
      {sources.length ? (
        <div className="mt-3 border-t border-slate-100 pt-2">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Sources</p>
          <ul className="mt-1 space-y-2">
            {sources.map((p) => (
              <li key={`${p.guid}#${p.chunkNumber}`} className="text-xs text-slate-700">
                <span className="font-medium text-slate-900">{fileName(p)}</span>{' '}
                <PageLink
                  target={{ guid: p.guid, page: p.page, highlight: p.text }}
                  label={`Page ${p.page} of ${fileName(p)}`}
                  onOpen={onOpen}
                />
                <p className="mt-0.5">{preview(p.snippet || p.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
