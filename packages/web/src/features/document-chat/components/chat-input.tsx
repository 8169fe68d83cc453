import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useMessageDraft } from '../../../lib/use-message-draft';
import { useVersion, versionLabel } from '../../layout';
import { TEXTAREA, textareaHeight, wordCount } from './textarea-height';

/**
 * The question box: Enter sends, Shift+Enter starts a new line and the box grows by 20 px up to 150 px;
 * the footer shows the live word count and the app's version. Nothing is sent while an answer is coming.
 */
export function ChatInput({
  busy,
  placeholder,
  onSend,
  focusOnArrival = false,
}: {
  busy: boolean;
  placeholder: string;
  onSend: (text: string) => Promise<boolean>;
  /** Put the cursor in the box on arrival (the user came to ask a question). */
  focusOnArrival?: boolean;
}) {
  const { value, setValue, submit: send, keyDown } = useMessageDraft(busy, onSend);
  const [height, setHeight] = useState<number>(TEXTAREA.min);
  const box = useRef<HTMLTextAreaElement>(null);
  const version = useVersion();
  const id = useId();

  useLayoutEffect(() => {
    // Measure at the minimum height so that deleting lines shrinks the box again.
    const el = box.current;
    if (!el) return;
    el.style.height = `${TEXTAREA.min}px`;
    const next = textareaHeight(value, el.scrollHeight);
    el.style.height = `${next}px`;
    setHeight(next);
  }, [value]);

  useEffect(() => {
    if (focusOnArrival) box.current?.focus();
  }, [focusOnArrival]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    void send();
  };

  const words = wordCount(value);
  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white p-3" aria-label="Ask a question">
      <label htmlFor={id} className="sr-only">
        Your question
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          ref={box}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={keyDown}
          readOnly={busy}
          aria-describedby={`${id}-hint`}
          placeholder={placeholder}
          maxLength={2000}
          rows={1}
          style={{ height }}
          className="min-w-0 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm leading-5 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 read-only:bg-slate-50"
          data-testid="chat-input"
        />
        <button
          type="submit"
          disabled={busy || !value.trim()}
          className="h-[50px] rounded-md bg-brand-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Send
        </button>
      </div>
      <div className="mt-1.5 flex items-center justify-between gap-2 text-xs text-slate-600">
        <span id={`${id}-hint`}>
          <span data-testid="word-count">
            {words} {words === 1 ? 'word' : 'words'}
          </span>
          <span className="sr-only"> · Enter to send, Shift+Enter for a new line</span>
        </span>
        <span data-testid="chat-version">{version.data ? versionLabel(version.data.version) : null}</span>
      </div>
    </form>
  );
}
