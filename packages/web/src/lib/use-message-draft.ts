import { useState, type KeyboardEvent } from 'react';

/**
 * A message box's draft: Enter sends, Shift+Enter (or an IME composition) keeps typing; a blank draft is
 * not sent, the box empties at once and gets its text back when sending fails.
 */
export function useMessageDraft(blocked: boolean, onSend: (text: string) => Promise<boolean>) {
  const [value, setValue] = useState('');
  const submit = async () => {
    if (blocked || !value.trim()) return;
    const text = value;
    setValue('');
    if (!(await onSend(text))) setValue(text);
  };
  const keyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };
  return { value, setValue, submit, keyDown };
}
