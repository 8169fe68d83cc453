import { PageHeader } from '../../../components/ui/page-header';
import { DosingCalculators } from './dosing-calculators';

/** /calculators: the dosing calculators on their own page. */
export function CalculatorsPage() {
  return (
    <div className="max-w-4xl">
      <PageHeader title="Dosing calculators">
        <p>Where a trough lithium level lies, and creatinine clearance or eGFR for renal dosing, each with its source.</p>
      </PageHeader>
      <DosingCalculators />
    </div>
  );
}
