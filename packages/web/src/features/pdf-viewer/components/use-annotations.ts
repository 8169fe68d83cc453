import { INK_OPACITY, INK_THICKNESS, type Annotation, type AnnotationShape } from '@balancer/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { annotationsQuery, deleteAnnotation, saveAnnotation } from '../api/annotations-api';
import { builtInStamps, rasteriseStamp } from '../api/stamps';

export type Tool = 'select' | 'highlight' | 'ink' | 'stamp';
type Step = { did: 'add' | 'remove'; annotation: Annotation };

export const HIGHLIGHT_COLOR = '#facc15';
export const INK_COLOR = '#1d4ed8';

/** Strips what the server adds, so a removed annotation can be saved again by Undo. */
function shapeOf(a: Annotation): AnnotationShape {
  const shape: Partial<Annotation> = { ...a };
  delete shape.id;
  delete shape.page;
  delete shape.createdAt;
  return shape as AnnotationShape;
}

/**
 * The reader's annotations on one document: loaded on open, saved on every change, with an undo
 * history of this visit's additions and removals.
 */
export function useAnnotations(guid: string) {
  const client = useQueryClient();
  const query = useQuery(annotationsQuery(guid));
  const key = annotationsQuery(guid).queryKey;
  const [tool, setTool] = useState<Tool>('select');
  const [selected, setSelected] = useState<string | null>(null);
  const [history, setHistory] = useState<Step[]>([]);
  const [ink, setInk] = useState<{ thickness: number; opacity: number }>({
    thickness: INK_THICKNESS.default,
    opacity: INK_OPACITY.default,
  });
  const [stamp, setStamp] = useState<string>(builtInStamps[0].image);
  const [failure, setFailure] = useState<string | null>(null);

  const add = useMutation({
    mutationFn: async ({ page, shape }: { page: number; shape: AnnotationShape; undo?: boolean }) =>
      saveAnnotation({ ...(shape.kind === 'stamp' ? { ...shape, image: await rasteriseStamp(shape.image) } : shape), guid, page }),
    onSuccess: (created, { undo }) => {
      client.setQueryData(key, (old) => [...(old ?? []), created]);
      if (!undo) setHistory((h) => [...h, { did: 'add', annotation: created }]);
      setFailure(null);
    },
    onError: (e) => setFailure(`The annotation was not saved: ${errorMessage(e)}`),
  });
  const remove = useMutation({
    mutationFn: ({ annotation }: { annotation: Annotation; undo?: boolean }) => deleteAnnotation(annotation.id),
    onSuccess: (_, { annotation, undo }) => {
      client.setQueryData(key, (old) => (old ?? []).filter((a) => a.id !== annotation.id));
      if (!undo) setHistory((h) => [...h, { did: 'remove', annotation }]);
      setSelected((s) => (s === annotation.id ? null : s));
      setFailure(null);
    },
    onError: (e) => setFailure(`The annotation was not removed: ${errorMessage(e)}`),
  });

  const undo = () => {
    const last = history.at(-1);
    if (!last) return;
    setHistory((h) => h.slice(0, -1));
    if (last.did === 'add') remove.mutate({ annotation: last.annotation, undo: true });
    else add.mutate({ page: last.annotation.page, shape: shapeOf(last.annotation), undo: true });
  };
  const removeSelected = () => {
    const annotation = query.data?.find((a) => a.id === selected);
    if (annotation) remove.mutate({ annotation });
  };

  return {
    list: query.data ?? [],
    loadError: query.isError ? errorMessage(query.error) : null,
    failure,
    tool,
    setTool,
    selected,
    setSelected,
    ink,
    setInk,
    stamp,
    setStamp,
    setFailure,
    create: (page: number, shape: AnnotationShape) => add.mutate({ page, shape }),
    undo,
    canUndo: history.length > 0,
    removeSelected,
  };
}
export type Annotations = ReturnType<typeof useAnnotations>;
