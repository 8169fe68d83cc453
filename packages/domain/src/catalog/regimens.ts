import type { Claim, Ingredient, Regimen } from './catalog.schema';
import { claim, LOC } from './claim';
import {
  aripiprazole,
  asenapine,
  lurasidone,
  olanzapine,
  paliperidone,
  quetiapine,
  risperidone,
  cariprazine,
} from './ingredients/antipsychotics-sga';
import { chlorpromazine, clozapine, haloperidol, lumateperone, ziprasidone } from './ingredients/antipsychotics-other';
import { bupropion, fluoxetine, sertraline, tamoxifen } from './ingredients/antidepressants-and-others';
import { carbamazepine, lamotrigine, lithium, oxcarbazepine, valproate } from './ingredients/mood-stabilizers';

// Regimen claims are what the sources say about the combination itself; the ingredients' own claims
// are added by regimenBenefitsAndRisks. No ", " inside claim texts (legacy wire format).

function mono(i: Ingredient): Regimen {
  return { id: i.id, name: i.name, ingredientIds: [i.id], brands: [], benefits: [], risks: [] };
}

/** Id and name keep the order given: "X + Li/DVP" rows read "x+lithium" / "X plus Lithium". */
function combo(a: Ingredient, b: Ingredient, benefits: Claim[] = [], risks: Claim[] = [], brands: string[] = []): Regimen {
  return { id: `${a.id}+${b.id}`, name: `${a.name} plus ${b.name}`, ingredientIds: [a.id, b.id], brands, benefits, risks };
}

const maniaAugmentation = claim(
  'Acute mania: antipsychotic plus mood stabilizer was more effective than monotherapy at weeks 3 and 6 with no difference in tolerability (Level 1)',
  'canmat-2023u',
  'Acute mania: 2023 update of evidence',
);
const maintenanceAugmentation = claim(
  'Maintenance: SGA plus mood stabilizer was associated with lower recurrence than mood stabilizer alone (Level 1)',
  'canmat-2023u',
  'Maintenance: 2023 update of evidence',
);
const continueSixMonths = claim(
  'After combination treatment for mania continue the antipsychotic for about 6 months and then reassess',
  'canmat-2023u',
  'Maintenance: principles',
);
const maniaFirstCombo = claim('Acute mania: first-line combination', 'canmat-2023u', LOC.mania);
const maintenanceFirstCombo = claim('Maintenance: first-line combination', 'canmat-2023u', LOC.maintenance);
const adjunctOnly = claim(
  'Acute bipolar I depression: SSRIs or bupropion are second line only as adjuncts; the antidepressant is never used alone in bipolar I',
  'canmat-2023u',
  LOC.depression,
);

const bases = [lithium, valproate] as const;
const withBoth = (add: Ingredient, benefits: Claim[] = [], risks: Claim[] = []) => bases.map((b) => combo(add, b, benefits, risks));

export const monotherapies: Regimen[] = [
  lithium,
  quetiapine,
  valproate,
  asenapine,
  aripiprazole,
  paliperidone,
  risperidone,
  cariprazine,
  olanzapine,
  carbamazepine,
  ziprasidone,
  haloperidol,
  chlorpromazine,
  clozapine,
  tamoxifen,
  lurasidone,
  lamotrigine,
  lumateperone,
].map(mono);

/** Long-acting injectables are listed as their own maintenance rows; prior-medication matching uses the ingredient. */
export const longActingInjectables: Regimen[] = [
  {
    id: 'aripiprazole-lai',
    name: 'Aripiprazole once-monthly LAI',
    ingredientIds: [aripiprazole.id],
    brands: [],
    benefits: [claim('Maintenance: first line as a once-monthly long-acting injectable', 'canmat-2023u', LOC.maintenance)],
    risks: [],
  },
  {
    id: 'risperidone-lai',
    name: 'Risperidone LAI',
    ingredientIds: [risperidone.id],
    brands: [],
    benefits: [claim('Maintenance: second line alone or as an adjunct', 'canmat-2023u', LOC.maintenance)],
    risks: [],
  },
];

export const combinations: Regimen[] = [
  ...withBoth(quetiapine, [maniaFirstCombo, maintenanceFirstCombo, maniaAugmentation, maintenanceAugmentation], [continueSixMonths]),
  ...withBoth(aripiprazole, [maniaFirstCombo, maintenanceFirstCombo, maniaAugmentation, maintenanceAugmentation], [continueSixMonths]),
  ...withBoth(risperidone, [maniaFirstCombo, maniaAugmentation], [continueSixMonths]),
  ...withBoth(asenapine, [maniaFirstCombo, maniaAugmentation], [continueSixMonths]),
  ...withBoth(
    olanzapine,
    [claim('Acute mania: second-line combination', 'canmat-2023u', LOC.mania), maniaAugmentation],
    [continueSixMonths],
  ),
  ...withBoth(
    haloperidol,
    [claim('Acute mania: third-line combination', 'canmat-2023u', LOC.mania), maniaAugmentation],
    [continueSixMonths],
  ),
  ...withBoth(lurasidone, [
    claim('Acute bipolar I depression: first-line combination (second in the hierarchy)', 'canmat-2023u', LOC.depression),
    claim('Maintenance: second-line combination', 'canmat-2023u', LOC.maintenance),
    maintenanceAugmentation,
  ]),
  ...withBoth(ziprasidone, [claim('Maintenance: second-line combination', 'canmat-2023u', LOC.maintenance), maintenanceAugmentation]),
  ...withBoth(carbamazepine, [claim('Acute mania: third-line combination', 'canmat-2023u', LOC.mania)]),
  ...withBoth(oxcarbazepine, [claim('Acute mania: third-line combination', 'canmat-2023u', LOC.mania)]),
  ...withBoth(tamoxifen, [claim('Acute mania: third-line combination', 'canmat-2023u', LOC.mania)]),
  ...withBoth(sertraline, [adjunctOnly]),
  ...withBoth(bupropion, [adjunctOnly]),
  combo(lithium, valproate, [claim('Acute mania: second-line combination', 'canmat-2023u', LOC.mania)]),
  combo(lithium, lamotrigine, [claim('Acute bipolar I depression: adjunctive lamotrigine is first line', 'canmat-2023u', LOC.depression)]),
  combo(aripiprazole, lamotrigine, [claim('Maintenance: third-line combination', 'canmat-2023u', LOC.maintenance)]),
  combo(
    olanzapine,
    fluoxetine,
    [
      claim('Acute bipolar I depression: second line as olanzapine-fluoxetine', 'canmat-2023u', LOC.depression),
      claim('Maintenance: third line', 'canmat-2023u', LOC.maintenance),
    ],
    [],
    ['Symbyax'],
  ),
];

export const defaultRegimens: Regimen[] = [...monotherapies, ...longActingInjectables, ...combinations];
