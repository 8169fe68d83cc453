import type { Annotation } from '@balancer/contract';
import { useState, type PointerEvent } from 'react';
import { imageSize, placeStamp } from '../api/stamps';
import { INK_COLOR, type Annotations } from './use-annotations';

type Point = { x: number; y: number };
type Props = { page: number; width: number; height: number; scale: number; notes: Annotations };

const describe = (a: Annotation) => ({ highlight: 'Highlight', ink: 'Ink drawing', stamp: 'Stamp' })[a.kind];
const pathData = (points: Point[], w: number, h: number) =>
  points.map((p, i) => `${i ? 'L' : 'M'}${(p.x * w).toFixed(1)} ${(p.y * h).toFixed(1)}`).join(' ') +
  (points.length === 1 ? ' l0.1 0' : '');

/**
 * One page's annotations, drawn over the page in page fractions (so they follow the zoom); with the
 * ink tool it takes strokes, with the stamp tool a click places the chosen stamp.
 */
export function AnnotationLayer({ page, width, height, scale, notes }: Props) {
  const [stroke, setStroke] = useState<Point[] | null>(null);
  const mine = notes.list.filter((a) => a.page === page);
  const drawing = notes.tool === 'ink' || notes.tool === 'stamp';
  const at = (e: PointerEvent<SVGSVGElement>): Point => {
    const box = e.currentTarget.getBoundingClientRect();
    return {
      x: Math.min(Math.max((e.clientX - box.left) / box.width, 0), 1),
      y: Math.min(Math.max((e.clientY - box.top) / box.height, 0), 1),
    };
  };

  const onDown = (e: PointerEvent<SVGSVGElement>) => {
    if (notes.tool === 'ink') {
      e.currentTarget.setPointerCapture(e.pointerId);
      setStroke([at(e)]);
    } else if (notes.tool === 'stamp') {
      const point = at(e);
      const image = notes.stamp;
      void imageSize(image).then((size) =>
        notes.create(page, { kind: 'stamp', image, rect: placeStamp(size, { width: width / scale, height: height / scale }, point) }),
      );
    }
  };
  const onMove = (e: PointerEvent<SVGSVGElement>) => {
    if (stroke) setStroke([...stroke, at(e)]);
  };
  const onUp = () => {
    if (stroke && notes.tool === 'ink') {
      notes.create(page, { kind: 'ink', color: INK_COLOR, ...notes.ink, paths: [stroke.slice(0, 5000)] });
    }
    setStroke(null);
  };

  return (
    <svg
      data-testid="annotation-layer"
      className={`absolute inset-0 z-10 ${drawing ? 'cursor-crosshair touch-none' : 'pointer-events-none'}`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      onPointerDown={drawing ? onDown : undefined}
      onPointerMove={drawing ? onMove : undefined}
      onPointerUp={drawing ? onUp : undefined}
      onPointerCancel={() => setStroke(null)}
    >
      {mine.map((a) => {
        const picked = notes.selected === a.id;
        const select = notes.tool === 'select';
        return (
          <g
            key={a.id}
            data-kind={a.kind}
            role={select ? 'button' : undefined}
            tabIndex={select ? 0 : undefined}
            aria-label={select ? `${describe(a)} on page ${page}` : undefined}
            aria-pressed={select ? picked : undefined}
            className={select ? 'pointer-events-auto cursor-pointer focus:outline-none' : ''}
            onClick={select ? () => notes.setSelected(picked ? null : a.id) : undefined}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') notes.setSelected(picked ? null : a.id);
              if (e.key === 'Delete' || e.key === 'Backspace') notes.removeSelected();
            }}
          >
            <Shape a={a} w={width} h={height} scale={scale} />
            {picked ? <Outline a={a} w={width} h={height} /> : null}
          </g>
        );
      })}
      {stroke ? (
        <path
          d={pathData(stroke, width, height)}
          fill="none"
          stroke={INK_COLOR}
          strokeOpacity={notes.ink.opacity}
          strokeWidth={notes.ink.thickness * scale}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
    </svg>
  );
}

function Shape({ a, w, h, scale }: { a: Annotation; w: number; h: number; scale: number }) {
  if (a.kind === 'highlight') {
    return a.rects.map((r, i) => (
      <rect
        key={i}
        x={r.x * w}
        y={r.y * h}
        width={r.w * w}
        height={r.h * h}
        fill={a.color}
        fillOpacity={0.4}
        style={{ mixBlendMode: 'multiply' }}
      />
    ));
  }
  if (a.kind === 'ink') {
    return a.paths.map((p, i) => (
      <path
        key={i}
        d={pathData(p, w, h)}
        fill="none"
        stroke={a.color}
        strokeOpacity={a.opacity}
        strokeWidth={Math.max(a.thickness * scale, 1)}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ));
  }
  return <image href={a.image} x={a.rect.x * w} y={a.rect.y * h} width={a.rect.w * w} height={a.rect.h * h} preserveAspectRatio="none" />;
}

/** The dashed box around the selected annotation. */
function Outline({ a, w, h }: { a: Annotation; w: number; h: number }) {
  const boxes =
    a.kind === 'highlight' ? a.rects : a.kind === 'stamp' ? [a.rect] : a.paths.flat().map((p) => ({ x: p.x, y: p.y, w: 0, h: 0 }));
  const x0 = Math.min(...boxes.map((b) => b.x)) * w - 4;
  const y0 = Math.min(...boxes.map((b) => b.y)) * h - 4;
  const x1 = Math.max(...boxes.map((b) => b.x + b.w)) * w + 4;
  const y1 = Math.max(...boxes.map((b) => b.y + b.h)) * h + 4;
  return <rect x={x0} y={y0} width={x1 - x0} height={y1 - y0} fill="none" stroke="#0f172a" strokeDasharray="4 3" strokeWidth={1.5} />;
}

/** The text selected on one page, as a highlight in page fractions; null when nothing usable is selected. */
export function selectionToHighlight(selection: Selection | null) {
  if (!selection || selection.isCollapsed || !selection.rangeCount) return null;
  const range = selection.getRangeAt(0);
  const start = range.startContainer instanceof Element ? range.startContainer : range.startContainer.parentElement;
  const pageEl = start?.closest<HTMLElement>('[data-page]');
  if (!pageEl) return null;
  const box = pageEl.getBoundingClientRect();
  const rects = Array.from(range.getClientRects())
    .filter((r) => r.width > 1 && r.height > 1)
    .map((r) => {
      const x = Math.max(0, (r.left - box.left) / box.width);
      const y = Math.max(0, (r.top - box.top) / box.height);
      return { x, y, w: Math.min(r.width / box.width, 1 - x), h: Math.min(r.height / box.height, 1 - y) };
    })
    .filter((r) => r.w > 0 && r.h > 0)
    .slice(0, 200);
  if (!rects.length) return null;
  return { page: Number(pageEl.dataset.page), rects, text: selection.toString().slice(0, 5000) };
}
