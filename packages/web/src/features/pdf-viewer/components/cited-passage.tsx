import { Button } from '../../../components/ui/button';
import type { Passage } from './use-passage-highlight';

/** The sentence inside its passage, split so that it can be marked; the passage alone when it is not in it. */
function parts(p: Passage): [string, string, string] {
  const context = p.context ?? p.text;
  const at = context.indexOf(p.text);
  return at < 0 ? ['', p.text, ''] : [context.slice(0, at), p.text, context.slice(at + p.text.length)];
}

/**
 * On a phone a page fitted to the screen has body text about 4 px high (issue 39): a citation opens as
 * this text view of the cited passage, readable at once, with the cited sentence marked; the page itself,
 * already scrolled to it and highlighted, is one tap away.
 */
export function CitedPassage({ passage, onShowPage }: { passage: Passage; onShowPage: () => void }) {
  const [before, cited, after] = parts(passage);
  return (
    <section aria-label="Cited passage" className="border-b border-slate-200 bg-white px-4 py-3" data-testid="cited-passage">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Cited passage · page {passage.page}</p>
      {/* Focusable: a long passage scrolls, and keyboard users must be able to scroll it. */}
      <p tabIndex={0} className="mt-2 max-h-[45vh] overflow-y-auto text-base leading-relaxed text-slate-900">
        {before}
        <mark className="rounded bg-amber-200 px-0.5 text-slate-900">{cited}</mark>
        {after}
      </p>
      <Button size="sm" variant="secondary" className="mt-3" onClick={onShowPage}>
        Show on the page
      </Button>
    </section>
  );
}
