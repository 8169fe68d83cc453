import { describe, expect, it } from 'vitest';
import { bandFit, measuresIn } from './measures';

describe('a patient’s measured values and the bands documents give', () => {
  it('reads a value with its unit, or after the quantity it measures', () => {
    expect(measuresIn('HTN patient, CrCl around 20 mL/min, not on dialysis.')).toEqual([{ unit: 'ml/min', value: 20 }]);
    expect(measuresIn('eGFR of 25, what dose?')).toEqual([{ unit: 'ml/min', value: 25 }]);
    expect(measuresIn('QTc 480 on citalopram: stop?')).toEqual([{ unit: 'ms', value: 480 }]);
    expect(measuresIn('A 70-year-old on 5 mg twice daily')).toEqual([]);
  });

  it('fits the band that holds the value and not the band beside it', () => {
    const crcl20 = measuresIn('CrCl 20 mL/min');
    expect(bandFit(crcl20, 'In patients with creatinine clearance 10 to 30 mL/min, reduce the initial dose to half.')).toBe(1);
    expect(bandFit(crcl20, 'For creatinine clearance < 10 mL/min or on hemodialysis, initiate 2.5 mg.')).toBe(-1);
    expect(bandFit(crcl20, 'Reduce the dose when creatinine clearance is ≤ 30 mL/min.')).toBe(1);
    expect(bandFit(crcl20, 'The recommended initial dose is 10 mg once a day.')).toBe(0);
    // eGFR's "mL/minute/1.73 m2" is the same quantity.
    expect(bandFit(measuresIn('eGFR 40'), 'Initiation is not recommended with eGFR between 30 to 45 mL/minute/1.73 m2')).toBe(1);
    expect(bandFit(measuresIn('eGFR 40'), 'Do not use in patients with eGFR below 30 mL/minute/1.73 m2')).toBe(-1);
    expect(bandFit(measuresIn('eGFR 40'), 'Do not start if eGFR is 30-45 mL/min/1.73 m2.')).toBe(1);
  });
});
