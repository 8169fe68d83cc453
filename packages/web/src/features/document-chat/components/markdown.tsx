import type { ReactNode } from 'react';
import { CITATION_PATTERN, type Citation } from '@balancer/contract';

/**
 * A small Markdown renderer for answers: paragraphs, headings, bullet and numbered lists, quotes,
 * code, bold, italics, http(s) links and citation markers. It builds React elements only, so any
 * HTML in an answer shows as text and never reaches the DOM as markup (docs/adr/0014).
 */
export function Markdown({ text, renderCitation }: { text: string; renderCitation: (c: Citation, key: string) => ReactNode }) {
  return <>{blocks(text).map((b, i) => renderBlock(b, `b${i}`, renderCitation))}</>;
}

type Block = { kind: 'p' | 'heading' | 'quote'; text: string } | { kind: 'ul' | 'ol'; items: string[] } | { kind: 'code'; text: string };

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

function blocks(text: string): Block[] {
  const out: Block[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.push({ kind: 'p', text: para.join('\n') });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*```/.test(line)) {
      flush();
      const code: string[] = [];
      while (++i < lines.length && !/^\s*```/.test(lines[i]!)) code.push(lines[i]!);
      out.push({ kind: 'code', text: code.join('\n') });
    } else if (!line.trim()) flush();
    else if (/^#{1,6}\s+/.test(line)) {
      flush();
      out.push({ kind: 'heading', text: line.replace(/^#{1,6}\s+/, '') });
    } else if (/^\s*>\s?/.test(line)) {
      flush();
      out.push({ kind: 'quote', text: line.replace(/^\s*>\s?/, '') });
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      flush();
      const kind = BULLET.test(line) ? 'ul' : 'ol';
      const pattern = kind === 'ul' ? BULLET : NUMBERED;
      const last = out.at(-1);
      const item = pattern.exec(line)![1]!;
      if (last?.kind === kind) last.items.push(item);
      else out.push({ kind, items: [item] });
    } else para.push(line);
  }
  flush();
  return out;
}

function renderBlock(b: Block, key: string, cite: (c: Citation, key: string) => ReactNode): ReactNode {
  switch (b.kind) {
    case 'p':
      return (
        <p key={key} className="my-2 first:mt-0 last:mb-0">
          {/* A single line break in an answer is kept: answers put one cited statement per line. */}
          {b.text.split('\n').flatMap((line, i) => [...(i ? [<br key={`${key}br${i}`} />] : []), ...inline(line, `${key}l${i}`, cite)])}
        </p>
      );
    case 'heading':
      return (
        <p key={key} className="mt-3 mb-1 font-semibold text-slate-900 first:mt-0">
          {inline(b.text, key, cite)}
        </p>
      );
    case 'quote':
      return (
        <blockquote key={key} className="my-2 border-l-4 border-slate-300 pl-3 text-slate-700">
          {inline(b.text, key, cite)}
        </blockquote>
      );
    case 'code':
      return (
        <pre key={key} className="my-2 overflow-x-auto rounded bg-slate-100 p-2 text-xs">
          <code>{b.text}</code>
        </pre>
      );
    case 'ul':
    case 'ol': {
      const List = b.kind;
      return (
        <List key={key} className={`my-2 space-y-1 pl-5 ${b.kind === 'ul' ? 'list-disc' : 'list-decimal'}`}>
          {b.items.map((item, i) => (
            <li key={i}>{inline(item, `${key}-${i}`, cite)}</li>
          ))}
        </List>
      );
    }
  }
}

// Citations first (they use the bold-italic asterisks), then code, links, bold and italics.
const INLINE = new RegExp(
  [
    CITATION_PATTERN.source,
    '`([^`]+)`',
    String.raw`\[([^\]]+)\]\((https?://[^\s)]+)\)`,
    String.raw`\*\*(.+?)\*\*`,
    String.raw`(?<![\w*])\*(?!\s)([^*]+?)\*(?![\w*])|(?<!\w)_(?!\s)([^_]+?)_(?!\w)`,
  ].join('|'),
  // Case-insensitive for the citation's guid and words; the other forms have no letters.
  'gi',
);

function inline(text: string, key: string, cite: (c: Citation, key: string) => ReactNode): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let lastCitation = 0;
  let n = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index;
    if (at > last) out.push(text.slice(last, at));
    const k = `${key}.${n++}`;
    if (m[1]) {
      // The words since the previous citation are what this one vouches for (the marked sentence).
      const quote = text.slice(lastCitation, at).replace(/[*_`]/g, '').trim();
      out.push(cite({ guid: m[1].toLowerCase(), page: Number(m[2]), chunkNumber: Number(m[3]), ...(quote ? { quote } : {}) }, k));
      lastCitation = at + m[0].length;
    } else if (m[4] !== undefined)
      out.push(
        <code key={k} className="rounded bg-slate-100 px-1 text-[0.9em]">
          {m[4]}
        </code>,
      );
    else if (m[5] !== undefined)
      out.push(
        <a key={k} href={m[6]} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2">
          {inline(m[5], k, cite)}
        </a>,
      );
    else if (m[7] !== undefined) out.push(<strong key={k}>{inline(m[7], k, cite)}</strong>);
    else out.push(<em key={k}>{inline(m[8] ?? m[9] ?? '', k, cite)}</em>);
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
