import { render, screen, within } from '@testing-library/react';
import { defaultCatalog, defaultClinicalContent, markReviewed, reviewQueue, startTargetMonitor } from '@balancer/domain';
import { PrintMonitoringPlan } from './print-monitoring-plan';
import { StartTargetMonitorBlock } from './start-target-monitor-block';

const regimen = (id: string) => defaultCatalog.regimens.find((r) => r.id === id)!;

describe('StartTargetMonitorBlock', () => {
  it('shows lithium’s start, target with when to draw, the kidney adjustment with its reason, and the baseline tests', () => {
    const block = startTargetMonitor(regimen('lithium'), { state: 'Manic', kidneyHistory: true });
    render(<StartTargetMonitorBlock block={block} name="Lithium" />);
    const region = screen.getByRole('region', { name: 'Start, target, monitor: Lithium' });
    expect(region).toHaveTextContent('Day 1: 900 mg/day, 300 mg three times daily');
    expect(region).toHaveTextContent('Serum lithium 0.8–1.2 mEq/L');
    expect(startTargetMonitor(regimen('lithium'), { state: 'Euthymic' }).medications[0]?.summary).toMatch(/target 0\.6–1\.0 mEq\/L/);
    expect(region).toHaveTextContent('12 h after the last dose');
    expect(region).toHaveTextContent('Kidney disease (history or risk):');
    expect(region).toHaveTextContent('check the level at 5 days');
    expect(region).toHaveTextContent('Baseline: Renal function (creatinine, eGFR); Thyroid function (TSH); Calcium');
    expect(within(region).getAllByText('Not yet verified against its source').length).toBeGreaterThan(0);
    expect(region).toHaveTextContent('Source: CANMAT/ISBD 2023 update');
  });

  it('reads the review marks of the dosing it is given: a reviewed dose says who reviewed it and is no longer counted', () => {
    const content = defaultClinicalContent();
    const dose = reviewQueue(content).find((i) => i.ref.area === 'dosing' && i.ref.medicationId === 'lithium' && i.ref.fact === 'phase')!;
    const reviewed = markReviewed(content, dose.ref, { by: 'Dr Ana Ruiz', on: '2026-11-27' })!;
    const count = (dosing: typeof content.dosing) => {
      const { unmount } = render(
        <StartTargetMonitorBlock block={startTargetMonitor(regimen('lithium'), { state: 'Manic' }, dosing)} name="Lithium" />,
      );
      const text = screen.getByText(/dosing facts? awaiting clinical review/).textContent ?? '';
      const reviewedBy = screen.queryByText('Reviewed by Dr Ana Ruiz, 2026-11-27');
      unmount();
      return { n: Number(/^\d+/.exec(text)?.[0]), reviewedBy };
    };
    const before = count(content.dosing);
    const after = count(reviewed.dosing);
    expect(after.n).toBe(before.n - 1);
    expect(before.reviewedBy).toBeNull();
    expect(after.reviewedBy).not.toBeNull();
  });

  it('names each medication of a combination', () => {
    render(
      <StartTargetMonitorBlock
        block={startTargetMonitor(regimen('quetiapine+lithium'), { state: 'Manic' })}
        name="Quetiapine plus Lithium"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Quetiapine' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lithium' })).toBeInTheDocument();
  });
});

describe('PrintMonitoringPlan', () => {
  it('prints nothing until a regimen is marked, then one checklist by day', () => {
    const { container, rerender } = render(<PrintMonitoringPlan blocks={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PrintMonitoringPlan blocks={[{ name: 'Lithium', block: startTargetMonitor(regimen('lithium'), { state: 'Euthymic' }) }]} />);
    const rows = screen.getAllByRole('row').map((r) => r.textContent ?? '');
    expect(rows.some((r) => r.startsWith('Month 6') && r.includes('☐ Thyroid function (TSH)'))).toBe(true);
    expect(rows.some((r) => r.startsWith('Baseline') && r.includes('☐ Calcium'))).toBe(true);
    expect(screen.getByText(/^Then:/).parentElement).toHaveTextContent('Calcium: at 6 months, then at least yearly');
  });
});
