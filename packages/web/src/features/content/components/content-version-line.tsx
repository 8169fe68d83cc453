import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';

/** Which version of the clinical content an editor is looking at, with the way to its history. */
export function ContentVersionLine({ contentVersion }: { contentVersion: string }) {
  return (
    <p className="mb-4 text-sm break-words text-slate-700">
      Active content version <span className="font-mono break-all">{contentVersion}</span> ·{' '}
      <Link to="/contenthistory" className="text-brand-700 underline">
        History
      </Link>
    </p>
  );
}

/** The confirmation after an editor saves: what was saved, its version, and the way to the change. */
export function SavedVersionAlert({ version, children }: { version: number | null; children: ReactNode }) {
  return (
    <div aria-live="polite">
      {version !== null ? (
        <Alert tone="success" className="mb-4">
          {children} was saved as version {version} of the clinical content.{' '}
          <Link to={`/contenthistory#version-${version}`} className="text-brand-800 underline">
            See the change
          </Link>
        </Alert>
      ) : null}
    </div>
  );
}
