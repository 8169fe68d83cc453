import { z } from 'zod';
import type { Provenance } from '../citation.schema';

/** Serum creatinine conversion: 1 mg/dL = 88.4 µmol/L. */
export const CREATININE_UMOL_PER_MG_DL = 88.4;

export const creatinineUnitSchema = z.enum(['mg/dL', 'µmol/L']);
export type CreatinineUnit = z.infer<typeof creatinineUnitSchema>;

export const renalSexSchema = z.enum(['female', 'male']);

export const cockcroftGaultInputSchema = z.object({
  age: z.number().int().min(18).max(120),
  weightKg: z.number().positive().max(400),
  creatinine: z.number().positive().max(3000),
  unit: creatinineUnitSchema,
  sex: renalSexSchema,
});
export type CockcroftGaultInput = z.infer<typeof cockcroftGaultInputSchema>;

export const ckdEpiInputSchema = cockcroftGaultInputSchema.omit({ weightKg: true });
export type CkdEpiInput = z.infer<typeof ckdEpiInputSchema>;

export type RenalResult = { value: number; unit: string; equation: string; source: Provenance; band: string };

export const toMgPerDl = (creatinine: number, unit: CreatinineUnit) =>
  unit === 'mg/dL' ? creatinine : creatinine / CREATININE_UMOL_PER_MG_DL;

/** The bands the dosing content uses (label renal sections and CKD stages): said beside the number. */
export function renalBand(value: number): string {
  if (value >= 90) return '90 or more: normal or high';
  if (value >= 60) return '60–89: mildly decreased';
  if (value >= 30) return '30–59: moderately decreased (lithium: start lower, check the level at 5 days)';
  if (value >= 15) return '15–29: severely decreased (lithium: not recommended)';
  return 'below 15: kidney failure';
}

/**
 * Cockcroft–Gault creatinine clearance (mL/min), with actual body weight:
 * (140 − age) × weight / (72 × creatinine mg/dL), × 0.85 for women. The labels' renal doses use it.
 */
export function cockcroftGault(input: CockcroftGaultInput): RenalResult {
  const { age, weightKg, creatinine, unit, sex } = cockcroftGaultInputSchema.parse(input);
  const raw = ((140 - age) * weightKg) / (72 * toMgPerDl(creatinine, unit));
  const value = Math.round((sex === 'female' ? raw * 0.85 : raw) * 10) / 10;
  return {
    value,
    unit: 'mL/min',
    equation: 'Cockcroft–Gault creatinine clearance (actual body weight)',
    source: { citationId: 'cockcroft-gault-1976', locator: 'Equation (abstract); 0.85 factor for women' },
    band: renalBand(value),
  };
}

/**
 * CKD-EPI 2021 creatinine equation without race (mL/min/1.73 m²):
 * 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^age × 1.012 [female];
 * κ 0.7 (female) or 0.9 (male); α −0.241 (female) or −0.302 (male).
 */
export function ckdEpi2021(input: CkdEpiInput): RenalResult {
  const { age, creatinine, unit, sex } = ckdEpiInputSchema.parse(input);
  const female = sex === 'female';
  const kappa = female ? 0.7 : 0.9;
  const alpha = female ? -0.241 : -0.302;
  const ratio = toMgPerDl(creatinine, unit) / kappa;
  const egfr = 142 * Math.min(ratio, 1) ** alpha * Math.max(ratio, 1) ** -1.2 * 0.9938 ** age * (female ? 1.012 : 1);
  const value = Math.round(egfr);
  return {
    value,
    unit: 'mL/min/1.73 m²',
    equation: 'CKD-EPI 2021 creatinine (race-free)',
    source: { citationId: 'ckd-epi-2021', locator: 'Table 1 (2021 creatinine equation)' },
    band: renalBand(value),
  };
}
