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
