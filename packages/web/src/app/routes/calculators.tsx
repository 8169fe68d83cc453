import { CalculatorsPage } from '../../features/calculators';

/** /calculators: lithium level interpretation, creatinine clearance and eGFR (issue 41). */
export default function CalculatorsRoute() {
  return <CalculatorsPage />;
}
