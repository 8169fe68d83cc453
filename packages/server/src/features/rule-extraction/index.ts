// What the v1 adapter uses of rule extraction: the service (docs/architecture.md).
export { type RuleExtractionService } from './rule-extraction.service';
