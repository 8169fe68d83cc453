import type { AiSetting } from '@balancer/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { truncateWords } from '../api/truncate-words';
import { SettingEditor } from './setting-editor';

const sourceText: Record<AiSetting['source'], string> = {
  saved: 'saved here',
  environment: 'from the server environment',
  default: 'built-in default',
};

/** One setting: label, value (at most 50 words), where it comes from, and Update. */
export function SettingRow({ setting, canStoreApiKey }: { setting: AiSetting; canStoreApiKey: boolean }) {
  const [editing, setEditing] = useState(false);
  const isKey = setting.key === 'api_key';
  const shown = isKey ? (setting.isSet ? 'set' : 'not set') : setting.value === null ? 'not set' : truncateWords(setting.value);
  const labelId = `setting-${setting.key}`;
  return (
    <li className="p-4" aria-labelledby={labelId} data-testid={`setting-${setting.key}`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <h2 id={labelId} className="text-sm font-semibold text-slate-900">
            {setting.label}
          </h2>
          <p
            className={`mt-1 text-sm break-words whitespace-pre-line ${setting.value === null && !isKey ? 'text-slate-600 italic' : 'text-slate-800'}`}
          >
            {shown}
          </p>
          <p className="mt-1 text-xs text-slate-600">
            {sourceText[setting.source]}
            {setting.updatedAt
              ? ` · ${new Date(setting.updatedAt).toLocaleString('en-US')}${setting.updatedBy ? ` by ${setting.updatedBy}` : ''}`
              : ''}
          </p>
        </div>
        {editing ? null : (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => setEditing(true)}
            aria-label={`Update ${setting.label}`}
          >
            Update
          </Button>
        )}
      </div>
      {editing ? <SettingEditor setting={setting} canStoreApiKey={canStoreApiKey} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}
