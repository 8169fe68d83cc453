import { Link } from 'react-router';

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
