import type { AiSetting } from '@balancer/contract';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorTextClass, inputClass, labelClass } from '../../../components/ui/form-styles';
import { ApiClientError, errorMessage } from '../../../lib/api-client';
import { useSaveAiSetting } from '../api/ai-settings';

const providers = [
  { value: 'none', label: 'None (extractive answers, no network)' },
  { value: 'openai-compatible', label: 'OpenAI-compatible (OpenAI, Ollama, vLLM, llama.cpp)' },
  { value: 'anthropic', label: 'Anthropic' },
];

/** The editor Update opens: a field suited to the setting, Save, Cancel, and "Use default" for a saved value. */
export function SettingEditor({ setting, canStoreApiKey, onDone }: { setting: AiSetting; canStoreApiKey: boolean; onDone: () => void }) {
  const isKey = setting.key === 'api_key';
  const [value, setValue] = useState(isKey ? '' : (setting.value ?? ''));
  const save = useSaveAiSetting(setting.key);
  const id = useId();
  const fieldError = save.error instanceof ApiClientError ? save.error.fields?.value?.[0] : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value, { onSuccess: onDone });
  };
  const common = {
    id,
    value,
    'aria-invalid': fieldError ? true : undefined,
    'aria-describedby': fieldError ? `${id}-error` : undefined,
    className: inputClass,
  } as const;
  return (
    <form onSubmit={submit} className="mt-3 space-y-3" aria-label={`Update ${setting.label}`}>
      <label htmlFor={id} className={labelClass}>
        New value for {setting.label}
      </label>
      {setting.key === 'provider' ? (
        <select {...common} onChange={(e) => setValue(e.target.value)}>
          {providers.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      ) : setting.key === 'answer_prompt' || setting.key === 'extraction_prompt' ? (
        <textarea {...common} rows={10} onChange={(e) => setValue(e.target.value)} />
      ) : (
        <input
          {...common}
          type={isKey ? 'password' : setting.key === 'temperature' ? 'number' : setting.key === 'base_url' ? 'url' : 'text'}
          {...(setting.key === 'temperature' ? { min: 0, max: 2, step: 0.1, inputMode: 'decimal' as const } : {})}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
      {isKey ? (
        <p className="text-xs text-slate-600">
          The key is write-only: it is stored encrypted and never shown again. Changing the provider or base URL forgets it.
        </p>
      ) : null}
      {isKey && !canStoreApiKey ? (
        <Alert tone="warning">
          This server has no SETTINGS_SECRET, so it cannot store a key; set AI_API_KEY in its environment instead.
        </Alert>
      ) : null}
      {fieldError ? (
        <p id={`${id}-error`} className={errorTextClass}>
          {fieldError}
        </p>
      ) : save.isError ? (
        <Alert tone="error">{errorMessage(save.error)}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending || (isKey && !value.trim())}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        {setting.source === 'saved' ? (
          <Button variant="ghost" onClick={() => save.mutate(null, { onSuccess: onDone })} disabled={save.isPending}>
            {isKey ? 'Forget the saved key' : 'Use the default'}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
