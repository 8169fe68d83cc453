import { INK_OPACITY, INK_THICKNESS } from '@balancer/contract';
import { useRef } from 'react';
import { builtInStamps, readStampFile } from '../api/stamps';
import type { Annotations, Tool } from './use-annotations';

const tools: { id: Tool; label: string }[] = [
  { id: 'select', label: 'Select' },
  { id: 'highlight', label: 'Highlight' },
  { id: 'ink', label: 'Ink' },
  { id: 'stamp', label: 'Stamp' },
];
const chip = (on: boolean) =>
  `rounded-md px-2 py-1 text-xs font-medium ring-1 ring-inset ${on ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'} disabled:cursor-not-allowed disabled:opacity-50`;
const field = 'flex items-center gap-1 text-xs text-slate-700';

/** The annotation tools of the viewer's toolbar: tool choice, ink settings, stamp choice, Undo and Delete. */
export function AnnotationTools({ notes }: { notes: Annotations }) {
  const upload = useRef<HTMLInputElement>(null);
  const uploaded = !builtInStamps.some((s) => s.image === notes.stamp);
  return (
    <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="Annotations">
      {tools.map((t) => (
        <button
          key={t.id}
          type="button"
          aria-pressed={notes.tool === t.id}
          className={chip(notes.tool === t.id)}
          onClick={() => notes.setTool(t.id)}
        >
          {t.label}
        </button>
      ))}
      {notes.tool === 'ink' ? (
        <>
          <InkSetting
            label="Thickness"
            range={INK_THICKNESS}
            step={0.5}
            value={notes.ink.thickness}
            onChange={(thickness) => notes.setInk({ ...notes.ink, thickness })}
          />
          <InkSetting
            label="Opacity"
            range={INK_OPACITY}
            step={0.1}
            value={notes.ink.opacity}
            onChange={(opacity) => notes.setInk({ ...notes.ink, opacity })}
          />
        </>
      ) : null}
      {notes.tool === 'stamp' ? (
        <>
          <label className={field}>
            Stamp
            <select
              value={uploaded ? 'uploaded' : notes.stamp}
              onChange={(e) => (e.target.value === 'upload' ? upload.current?.click() : notes.setStamp(e.target.value))}
              className="rounded border border-slate-300 py-0.5 pr-6 pl-1"
            >
              {builtInStamps.map((s) => (
                <option key={s.id} value={s.image}>
                  {s.name}
                </option>
              ))}
              {uploaded ? <option value="uploaded">Your image</option> : null}
              <option value="upload">Upload an image…</option>
            </select>
          </label>
          <input
            ref={upload}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Stamp image"
            data-testid="stamp-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) readStampFile(file).then(notes.setStamp, (err: Error) => notes.setFailure(err.message));
            }}
          />
        </>
      ) : null}
      <button type="button" className={chip(false)} onClick={notes.undo} disabled={!notes.canUndo}>
        Undo
      </button>
      <button type="button" className={chip(false)} onClick={notes.removeSelected} disabled={!notes.selected}>
        Delete
      </button>
    </div>
  );
}

type Range = { min: number; max: number; default: number };
const clamp = (v: number, range: Range) => (Number.isFinite(v) ? Math.min(Math.max(v, range.min), range.max) : range.default);

function InkSetting(props: { label: string; range: Range; step: number; value: number; onChange: (v: number) => void }) {
  const { label, range, step, value, onChange } = props;
  return (
    <label className={field}>
      {label}
      <input
        type="number"
        min={range.min}
        max={range.max}
        step={step}
        value={value}
        onChange={(e) => onChange(clamp(Number(e.target.value), range))}
        className="w-14 rounded border border-slate-300 px-1 py-0.5"
      />
    </label>
  );
}

/** What the chosen tool does, in one line under the toolbar. */
export const toolHints: Record<Tool, string | null> = {
  select: null,
  highlight: 'Select text on a page to highlight it.',
  ink: 'Draw on a page with the mouse, a pen or a finger.',
  stamp: 'Click on a page to place the stamp.',
};
