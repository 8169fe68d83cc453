/**
 * Names of the merge areas the screen knows; an area added to the release merge later is shown by
 * its own name (its items are listed and diffed generically by the server), so nothing here must change.
 */
const KNOWN: Record<string, string> = {
  rule: 'Rule',
  ingredient: 'Ingredient',
  regimen: 'Medication',
  citation: 'Source',
  table: 'Guideline table',
};

export const areaLabel = (area: string) => KNOWN[area] ?? area.charAt(0).toUpperCase() + area.slice(1);
