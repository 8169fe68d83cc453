import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';

interface DropZoneProps {
  busy: boolean;
  onFile: (file: File) => void;
}

/** The dashed 'Import a PDF' area: a file picker behind the 'Upload File' button, and drag and drop. */
export function DropZone({ busy, onFile }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !busy) onFile(file);
  };
  const onDragOver = (e: DragEvent) => {
    e.preventDefault();
    e.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    setOver(true);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files);
  };

  return (
    <div
      data-testid="drop-zone"
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-6 py-10 text-center transition-colors ${
        over ? 'border-brand-600 bg-brand-50' : 'border-slate-400 bg-white'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-slate-500" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path
          d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z M14 3v5h5 M12 17v-6 M9 14l3-3 3 3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 className="text-lg font-semibold text-slate-900">Import a PDF</h2>
      <p id={hintId} className="max-w-md text-sm text-slate-700">
        Drag and drop a PDF here, or choose one. The server checks it, then reads and indexes every page.
      </p>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        data-testid="file-input"
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
      <Button onClick={() => input.current?.click()} disabled={busy} aria-describedby={hintId}>
        {busy ? (
          <>
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
            />
            Loading...
          </>
        ) : (
          'Upload File'
        )}
      </Button>
    </div>
  );
}
