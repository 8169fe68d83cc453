import { describe, expect, it } from 'vitest';
import { defaultCatalog } from './default-catalog';
import { findRegimen, normalizeMedicationName } from './normalize-medication-name';

const resolve = (typed: string) => normalizeMedicationName(defaultCatalog, typed);

describe('normalizeMedicationName', () => {
  it.each([
    ['Depakote', ['valproate']],
    ['depakote', ['valproate']],
    ['  DEPAKOTE  ', ['valproate']],
    ['Depakote ER', ['valproate']],
    ['divalproex', ['valproate']],
    ['Valproic Acid', ['valproate']],
    ['sodium valproate', ['valproate']],
    ['DVP', ['valproate']],
    ['Epival', ['valproate']],
    ['Epilim', ['valproate']],
    ['Depakene', ['valproate']],
    ['Lithium', ['lithium']],
    ['Lithobid', ['lithium']],
    ['lithium carbonate 300 mg twice daily', ['lithium']],
    ['Seroquel', ['quetiapine']],
    ['Seroquel XR 300mg', ['quetiapine']],
    ['Equetro', ['carbamazepine']],
    ['Tegretol', ['carbamazepine']],
    ['Carbatrol', ['carbamazepine']],
    ['Lamictal', ['lamotrigine']],
    ['Risperdal', ['risperidone']],
    ['Invega', ['paliperidone']],
    ['Zyprexa', ['olanzapine']],
    ['Abilify', ['aripiprazole']],
    ['Abilify Maintena', ['aripiprazole']],
    ['Saphris', ['asenapine']],
    ['Latuda', ['lurasidone']],
    ['Vraylar', ['cariprazine']],
    ['Geodon', ['ziprasidone']],
    ['Caplyta', ['lumateperone']],
    ['Clozaril', ['clozapine']],
    ['Haldol', ['haloperidol']],
    ['Prozac', ['fluoxetine']],
    ['Risperidone LAI', ['risperidone']],
    ['Lithium, Depakote', ['lithium', 'valproate']],
    ['Lamotrigine + Quetiapine', ['lamotrigine', 'quetiapine']],
    ['Lithium + Unknownium', ['lithium']],
  ])('%s resolves to ingredients %j', (typed, ids) => {
    expect(resolve(typed)).toEqual({ kind: 'ingredients', ingredientIds: ids });
  });

  it.each([
    ['Quetiapine plus Lithium', 'quetiapine+lithium'],
    ['quetiapine plus lithium', 'quetiapine+lithium'],
    ['Quetiapine + Lithium', 'quetiapine+lithium'],
    ['Quetiapine  +  Lithium', 'quetiapine+lithium'],
    ['lithium + quetiapine', 'quetiapine+lithium'],
    ['Seroquel + Depakote', 'quetiapine+valproate'],
    ['quetiapine+lithium', 'quetiapine+lithium'],
    ['Symbyax', 'olanzapine+fluoxetine'],
    ['symbyax', 'olanzapine+fluoxetine'],
    ['Olanzapine/Fluoxetine', 'olanzapine+fluoxetine'],
    ['olanzapine-fluoxetine', 'olanzapine+fluoxetine'],
    ['Lithium plus Valproate', 'lithium+valproate'],
  ])('%s resolves to regimen %s', (typed, regimenId) => {
    expect(resolve(typed)).toEqual({ kind: 'regimen', regimenId });
  });

  it.each(['', '   ', 'foo', 'vitamin D', 'mg'])('%j is unrecognized', (typed) => {
    expect(resolve(typed)).toEqual({ kind: 'unrecognized' });
  });
});

describe('findRegimen', () => {
  it.each([
    ['lithium', 'lithium'],
    ['Lithium', 'lithium'],
    ['QUETIAPINE PLUS LITHIUM', 'quetiapine+lithium'],
    ['Quetiapine + Valproate', 'quetiapine+valproate'],
    ['Symbyax', 'olanzapine+fluoxetine'],
    ['Depakote', 'valproate'],
    ['aripiprazole-lai', 'aripiprazole-lai'],
    ['Aripiprazole once-monthly LAI', 'aripiprazole-lai'],
    ['Seroquel', 'quetiapine'],
  ])('%s finds %s', (name, id) => {
    expect(findRegimen(defaultCatalog, name)?.id).toBe(id);
  });

  it('returns undefined for unknown names and for ingredients without a monotherapy regimen', () => {
    expect(findRegimen(defaultCatalog, 'foo')).toBeUndefined();
    expect(findRegimen(defaultCatalog, 'Sertraline')).toBeUndefined();
  });
});
