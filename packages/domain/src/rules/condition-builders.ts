import type { MoodState, RiskFlag } from '../input/patient-context.schema';
import type { Condition, DrugSelector } from './condition.schema';

/** Short ways to write a rule's `when` in the content files. */
export const flag = (f: RiskFlag): Condition => ({ kind: 'flag', flag: f });
export const anyOf = (...of: Condition[]): Condition => ({ kind: 'any', of });
export const allOf = (...of: Condition[]): Condition => ({ kind: 'all', of });
export const not = (of: Condition): Condition => ({ kind: 'not', of });
export const inState = (...states: MoodState[]): Condition => ({ kind: 'state', states });
export const taking = (drugs: DrugSelector): Condition => ({ kind: 'taking', drugs });
export const tried = (drugs: DrugSelector): Condition => ({ kind: 'tried', drugs });
export const hasCondition = (...conditions: string[]): Condition => ({ kind: 'hasCondition', conditions });
/** Holds for every patient: all of nothing. */
export const always = (): Condition => ({ kind: 'all', of: [] });
export const ageBand = (...bands: ('youth' | 'adult' | 'olderAdult')[]): Condition => ({ kind: 'ageBand', bands });
export const sexIs = (...sexes: ('female' | 'male')[]): Condition => ({ kind: 'sex', sexes });
export const bipolarType = (...types: ('I' | 'II')[]): Condition => ({ kind: 'bipolarType', types });
export const withSpecifier = (specifier: 'mixedFeatures' | 'psychoticFeatures'): Condition => ({ kind: 'specifier', specifier });
export const childbearingPotential = (value: boolean): Condition => ({ kind: 'childbearingPotential', value });
export const polarity = (...polarities: ('manic' | 'depressive' | 'none')[]): Condition => ({ kind: 'maintenancePolarity', polarities });
