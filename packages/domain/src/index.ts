export * from './citation.schema';
export * from './catalog/catalog.schema';
export * from './input/patient-context.schema';
export * from './guidelines/guideline.schema';
export * from './rules/rule.schema';
export * from './engine/recommendation.schema';
