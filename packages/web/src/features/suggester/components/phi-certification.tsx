import { disclaimers } from '../../../lib/site';

interface PhiCertificationProps {
  certified: boolean;
  onCertify: () => void;
}

/**
 * The no-PHI notice; the checkbox is asked once per browser (docs/product.md#patient-record). Once
 * confirmed, one line with the notice a click away (issue 39: a shorter form on a phone).
 */
export function PhiCertification({ certified, onCertify }: PhiCertificationProps) {
  if (certified)
    return (
      <details className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        <summary className="cursor-pointer text-emerald-900">
          ✓ You have confirmed that you will not enter protected health information.
        </summary>
        <p className="mt-1">{disclaimers.noPhi}</p>
      </details>
    );
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">No protected health information</p>
      <p className="mt-1">{disclaimers.noPhi}</p>
      <label className="mt-3 flex items-start gap-2 font-medium">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" onChange={(e) => e.target.checked && onCertify()} />
        <span>I understand: I will not enter protected health information.</span>
      </label>
    </div>
  );
}
