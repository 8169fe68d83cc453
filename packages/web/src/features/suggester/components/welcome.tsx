import { Link } from 'react-router';
import { disclaimers } from '../../../lib/site';

export function Welcome() {
  return (
    <header className="print:hidden">
      <title>Medication Suggester · Balancer</title>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Medication Suggester</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Designed to assist prescribers</h1>
      <p className="mt-2 max-w-3xl text-base leading-relaxed text-slate-700">
        Enter your patient's current state and risk characteristics to see medications ranked first, second and third line, each with the
        guideline row that placed it and the safety rules that moved or removed it.{' '}
        <Link to="/data-sources" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Read about where we get our data.
        </Link>
      </p>
      <ul className="mt-4 max-w-3xl space-y-1 border-l-4 border-brand-200 pl-4 text-sm text-slate-700">
        <li>{disclaimers.educational}</li>
        <li>{disclaimers.rulesBased}</li>
      </ul>
    </header>
  );
}
