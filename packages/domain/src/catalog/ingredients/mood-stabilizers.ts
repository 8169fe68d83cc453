import type { Ingredient } from '../catalog.schema';
import { claim, LOC } from '../claim';
import { carbamazepine, lamotrigine, oxcarbazepine } from './anticonvulsant-mood-stabilizers';

// Claim texts never contain a comma followed by a space: the legacy wire format joins them with ", ".

export const lithium: Ingredient = {
  id: 'lithium',
  name: 'Lithium',
  classes: ['mood_stabilizer'],
  brands: ['Lithobid', 'Eskalith', 'Camcolit', 'Priadel', 'Carbolith', 'Lithane', 'Liskonum', 'Li-Liquid', 'Lithmax'],
  synonyms: ['lithium carbonate', 'lithium citrate', 'Li'],
  benefits: [
    claim('Acute mania: first line and first in the CANMAT first-line hierarchy', 'canmat-2023u', LOC.mania),
    claim('Acute bipolar I depression: first-line monotherapy', 'canmat-2023u', LOC.depression),
    claim('Maintenance: first line and first in the CANMAT first-line hierarchy', 'canmat-2023u', LOC.maintenance),
    claim(
      'Reduced suicides versus placebo (OR 0.13; 95% CI 0.03-0.66) and all-cause deaths (OR 0.38) in a meta-analysis of 48 RCTs; no clear effect on deliberate self-harm',
      'cipriani-2013',
      'Abstract',
    ),
  ],
  risks: [
    claim(
      'Boxed warning: lithium toxicity is closely related to serum level and can occur at doses near therapeutic levels; check renal function; electrolytes and thyroid before starting',
      'fda-lithium-label',
      'Boxed warning',
    ),
    claim(
      'Not recommended in severe renal impairment; in mild to moderate impairment use a lower starting dose with slow titration and closer monitoring',
      'fda-lithium-label',
      'Use in renal impairment (label summary)',
    ),
    claim(
      'Monitoring: renal function; thyroid and calcium at baseline and 6 months then at least yearly; 12-hour trough level at least 5 days after any dose change; target 0.8-1.2 mEq/L acute (0.4-0.8 in older adults) and 0.6-1.0 mEq/L maintenance',
      'canmat-2023u',
      LOC.monitoring,
    ),
    claim(
      'Toxicity potentiated by diuretics; ACE inhibitors; ARBs; NSAIDs; metronidazole and calcium-channel blockers. Avoid in Brugada syndrome',
      'fda-lithium-label',
      'Drug interactions; Warnings (label summary)',
    ),
    claim(
      'First-trimester exposure: cardiac malformations 2.41% vs 1.15% unexposed (adjusted RR 1.65; 95% CI 1.02-2.68); dose-dependent (RR 3.22 above 900 mg/day); plan with perinatal psychiatry',
      'patorno-2017',
      'Results',
    ),
    claim(
      'Breastfeeding: lithium passes into breast milk and infant toxicity has been reported; the US label advises against breastfeeding. If a mother breastfeeds on lithium plan it with perinatal and paediatric input and monitor the infant',
      'fda-lithium-label',
      'Use in specific populations: lactation',
      true,
    ),
    claim(
      'Hypothyroidism (less often hyperthyroidism) and raised calcium: check thyroid function and calcium before starting and during treatment',
      'fda-lithium-label',
      'Warnings and precautions: thyroid disorders; hypercalcaemia',
      true,
    ),
    claim(
      'Nephrogenic diabetes insipidus (polyuria and thirst) is common with long-term use; ask about thirst and urine volume and check renal function',
      'fda-lithium-label',
      'Warnings and precautions: lithium-induced polyuria',
      true,
    ),
    claim(
      'Weight gain is common during long-term treatment; weigh at baseline and at each review',
      'fda-lithium-label',
      'Adverse reactions',
      true,
    ),
    claim(
      'Toxicity risk rises with dehydration and sodium loss (low-salt diets; diuretics; vomiting; diarrhoea; heavy sweating; fever): advise fluids and a level check during such illness',
      'fda-lithium-label',
      'Warnings and precautions: sodium depletion and dehydration',
      true,
    ),
    claim(
      'Serotonin syndrome has been reported with serotonergic drugs (SSRIs; SNRIs; triptans; tramadol): watch for agitation; confusion; clonus or hyperreflexia; sweating and fever',
      'fda-lithium-label',
      'Warnings and precautions: serotonin syndrome',
      true,
    ),
  ],
};

export const valproate: Ingredient = {
  id: 'valproate',
  name: 'Valproate',
  classes: ['anticonvulsant', 'mood_stabilizer', 'valproate'],
  brands: [
    'Depakote',
    'Depakote ER',
    'Depakote Sprinkles',
    'Depakene',
    'Epival',
    'Epilim',
    'Epilim Chrono',
    'Depakine',
    'Stavzor',
    'Belvo',
    'Dyzantil',
    'Episenta',
    'Convulex',
  ],
  synonyms: [
    'divalproex',
    'divalproex sodium',
    'valproic acid',
    'sodium valproate',
    'valproate sodium',
    'semisodium valproate',
    'valproate semisodium',
    'DVP',
  ],
  benefits: [
    claim('Acute mania: first line (third in the CANMAT first-line hierarchy)', 'canmat-2023u', LOC.mania),
    claim('Maintenance: first line (divalproex)', 'canmat-2023u', LOC.maintenance),
    claim('Acute bipolar I depression: second line (divalproex)', 'canmat-2023u', LOC.depression),
  ],
  risks: [
    claim(
      'Boxed warning: hepatotoxicity including fatal hepatic failure; usually in the first 6 months. Check LFTs before and during therapy; contraindicated in hepatic disease or significant hepatic dysfunction',
      'fda-valproate-label',
      'Boxed warning; Contraindications',
    ),
    claim(
      'Boxed warning: fetal risk (neural-tube defects and other major malformations; lower IQ after in-utero exposure). FDA: in pregnant women with bipolar disorder use only if other treatments failed or are unacceptable',
      'fda-valproate-pregnancy-2013',
      'Drug Safety Communication',
    ),
    claim(
      'UK: contraindicated in women and girls of childbearing potential unless Pregnancy Prevention Programme conditions are met; contraindicated in pregnancy for bipolar disorder',
      'mhra-valproate-2018',
      'Drug Safety Update April 2018',
    ),
    claim(
      'UK (2024): do not start in anyone under 55 (male or female) unless two specialists independently agree no other treatment is effective or tolerated or that reproductive risks do not apply; counsel men on contraception (possible risk to children conceived during treatment)',
      'mhra-valproate-2024',
      'Drug Safety Updates January and September 2024',
      true,
    ),
    claim(
      'Boxed warning: pancreatitis. Contraindicated in mitochondrial disease due to POLG mutations and in urea-cycle disorders',
      'fda-valproate-label',
      'Boxed warning; Contraindications',
    ),
    claim(
      'Monitoring: menstrual history (polycystic ovary syndrome); haematology and LFTs every 3-6 months in the first year then yearly; target level 50-100 µg/mL',
      'canmat-2023u',
      LOC.monitoring,
    ),
    claim(
      'Breastfeeding: valproate passes into breast milk in small amounts; if a mother breastfeeds watch the infant for jaundice; unusual bruising or bleeding (liver and blood effects). Pregnancy prevention still applies after delivery',
      'fda-valproate-label',
      'Use in specific populations: lactation',
      true,
    ),
    claim('Weight gain is common; weigh at baseline and at each review', 'fda-valproate-label', 'Adverse reactions', true),
    claim(
      'Hyperammonaemic encephalopathy can occur with normal liver tests: check ammonia if lethargy; vomiting or confusion appear (higher risk with urea cycle disorders and with topiramate)',
      'fda-valproate-label',
      'Warnings and precautions: hyperammonemia',
      true,
    ),
    claim(
      'Thrombocytopenia is dose-related (more likely at trough levels above about 110 µg/mL in women and 135 µg/mL in men): check platelets before starting; periodically and before surgery',
      'fda-valproate-label',
      'Warnings and precautions: thrombocytopenia',
      true,
    ),
    claim(
      'Suicidal thoughts or behaviour: antiepileptic drugs including valproate about doubled the risk versus placebo in pooled trials; watch for emergent or worsening depression and suicidality',
      'fda-aed-suicidality-2008',
      'Class labeling: suicidal behavior and ideation',
      true,
    ),
  ],
};

export { carbamazepine, lamotrigine, oxcarbazepine };

export const moodStabilizers: Ingredient[] = [lithium, valproate, carbamazepine, oxcarbazepine, lamotrigine];
