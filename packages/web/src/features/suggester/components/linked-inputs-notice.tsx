import { Alert } from '../../../components/ui/alert';

/** Above a form filled in from a link: the answers came from elsewhere and need a clinician's check. */
export function LinkedInputsNotice({ unknown }: { unknown: string[] }) {
  return (
    <Alert tone={unknown.length ? 'warning' : 'info'} title="Filled in from a link" className="mb-5">
      <p>The state, the risk answers and the prior medications come from the link that opened this page. Check them, then submit.</p>
      {unknown.length ? <p className="mt-1">Not recognised and left out: {unknown.join(', ')}. Answer those questions yourself.</p> : null}
    </Alert>
  );
}
