import type { UploadedFile } from '@balancer/contract';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorTextClass, inputClass, labelClass } from '../../../components/ui/form-styles';
import { errorMessage } from '../../../lib/api-client';
import { draftOf, toMetadataPayload, useEditMetadata, type MetadataDraft } from '../api/edit-metadata';

const fields: { key: keyof MetadataDraft; label: string; type: 'text' | 'date' }[] = [
  { key: 'fileName', label: 'File name', type: 'text' },
  { key: 'title', label: 'Title', type: 'text' },
  { key: 'publication', label: 'Publication', type: 'text' },
  { key: 'publicationDate', label: 'Publication date', type: 'date' },
];

/** File row, editing (docs/product.md#screens): Save ('Saving...') goes back to the row on success; Cancel drops every change. */
export function MetadataForm({ file, onDone }: { file: UploadedFile; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(file));
  const [invalid, setInvalid] = useState<Partial<Record<keyof MetadataDraft, string>>>({});
  const save = useEditMetadata(file.guid);

  const submit = () => {
    const payload = toMetadataPayload(draft);
    if (!payload.success) {
      setInvalid(Object.fromEntries(payload.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setInvalid({});
    save.mutate(payload.data, { onSuccess: onDone });
  };

  return (
    <form
      aria-label={`Edit ${file.title || file.fileName}`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="space-y-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((f) => (
          <div key={f.key}>
            <label htmlFor={`${id}-${f.key}`} className={labelClass}>
              {f.label}
            </label>
            <input
              id={`${id}-${f.key}`}
              type={f.type}
              value={draft[f.key]}
              onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
              aria-invalid={invalid[f.key] ? true : undefined}
              aria-describedby={invalid[f.key] ? `${id}-${f.key}-error` : undefined}
              disabled={save.isPending}
              className={`mt-1 ${inputClass}`}
            />
            {invalid[f.key] ? (
              <p id={`${id}-${f.key}-error`} className={errorTextClass}>
                {invalid[f.key]}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      {save.isError ? (
        <Alert tone="error" title="Error updating file metadata">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
