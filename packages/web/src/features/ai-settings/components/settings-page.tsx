import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAiSettings, useTestConnection } from '../api/ai-settings';
import { SettingRow } from './setting-row';

/** /Settings: the AI settings, each with Update; what answers use now; Test connection. Superusers only. */
export function SettingsPage() {
  const settings = useAiSettings();
  const test = useTestConnection();
  return (
    <section className="max-w-4xl">
      <PageHeader title="AI Settings">
        The language model behind document answers, the assistant and rule extraction. A value saved here wins over the server's
        environment; without a model, answers are extractive (quoted from the library, no network).
      </PageHeader>
      {settings.isPending ? <Spinner label="Loading the settings…" /> : null}
      {settings.isError ? (
        <Alert tone="error" title="The settings could not be loaded">
          {errorMessage(settings.error)}
        </Alert>
      ) : null}
      {settings.data ? (
        <>
          <div className="mb-6 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-800" data-testid="active-answerer">
              {settings.data.active.answerer === 'model' ? (
                <>
                  Answers use <strong className="font-semibold">{settings.data.active.label}</strong>.
                </>
              ) : (
                <>Answers are extractive: no language model is in use.</>
              )}
            </p>
            <Button variant="secondary" onClick={() => test.mutate()} disabled={test.isPending}>
              {test.isPending ? 'Testing…' : 'Test connection'}
            </Button>
          </div>
          {settings.data.active.problem ? (
            <Alert tone="warning" title="Check the settings" className="mb-4">
              {settings.data.active.problem}
            </Alert>
          ) : null}
          {test.data && !test.data.configured ? (
            <Alert tone="info" className="mb-4">
              {test.data.message}
            </Alert>
          ) : test.data ? (
            <Alert
              tone={test.data.ok ? 'success' : 'error'}
              title={test.data.ok ? 'Connection works' : 'Connection failed'}
              className="mb-4"
            >
              {test.data.message}
            </Alert>
          ) : null}
          {test.isError ? (
            <Alert tone="error" title="Connection failed" className="mb-4">
              {errorMessage(test.error)}
            </Alert>
          ) : null}
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
            {settings.data.settings.map((s) => (
              <SettingRow key={s.key} setting={s} canStoreApiKey={settings.data.canStoreApiKey} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
