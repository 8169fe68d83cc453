import type { Ref } from 'react';
import { useMessageDraft } from '../../../lib/use-message-draft';

/** JJ's message box: Enter sends, Shift+Enter starts a new line; blank messages are not sent. */
export function WidgetInput({
  sending,
  onSend,
  inputRef,
}: {
  sending: boolean;
  onSend: (text: string) => Promise<boolean>;
  inputRef: Ref<HTMLTextAreaElement>;
}) {
  const { value, setValue, submit, keyDown } = useMessageDraft(sending, onSend);
  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className="sr-only" htmlFor="jj-message">
        Message JJ
      </label>
      <textarea
        id="jj-message"
        ref={inputRef}
        rows={2}
        maxLength={2000}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={keyDown}
        placeholder="Ask about a medication…"
        className="max-h-32 min-w-0 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
      />
      <button
        type="submit"
        disabled={sending || !value.trim()}
        className="rounded-md bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
      >
        Send
      </button>
    </form>
  );
}
