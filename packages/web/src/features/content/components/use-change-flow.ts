import type { ContentChangeResult, ContentPreview } from '@balancer/contract';
import type { ContentChange, LibraryPassage } from '@balancer/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { usePreviewChange, useSaveChange } from '../api/content-api';

/** Preview a change, then save it with a reason (and the confirmation the preview asks for). */
export function useChangeFlow(onSaved?: (result: ContentChangeResult, change: ContentChange) => void) {
  const preview = usePreviewChange();
  const save = useSaveChange();
  const [pending, setPending] = useState<{ change: ContentChange; passages: LibraryPassage[]; preview: ContentPreview } | null>(null);

  return {
    pending,
    previewing: preview.isPending,
    previewError: preview.isError ? errorMessage(preview.error) : null,
    saving: save.isPending,
    saveError: save.isError ? errorMessage(save.error) : null,
    async start(change: ContentChange, passages: LibraryPassage[] = []) {
      save.reset();
      const result = await preview.mutateAsync({ change, passages }).catch(() => null);
      setPending(result ? { change, passages, preview: result } : null);
    },
    save(reason: string, confirm: boolean) {
      if (!pending) return;
      const { change, passages, preview: p } = pending;
      // Through the promise, not mutate's own onSuccess: that one is skipped when the component unmounts first,
      // and a deleted medication's row unmounts as soon as the list refetches, so its confirmation was lost at
      // times. A failure shows through `saveError`.
      save
        .mutateAsync({ change, passages, reason, confirm, baseVersion: p.baseVersion })
        .then((result) => {
          setPending(null);
          onSaved?.(result, change);
        })
        .catch(() => undefined);
    },
    cancel: () => {
      setPending(null);
      save.reset();
    },
  };
}

export type ChangeFlow = ReturnType<typeof useChangeFlow>;
