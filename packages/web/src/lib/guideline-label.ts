/**
 * A guideline as one phrase: its name, and its version only where the name does not already say it
 * ("CANMAT/ISBD 2018 guidelines with the 2023 update", not "…, version 2018 + 2023 update").
 */
export function guidelineLabel(g: { name: string; version: string }): string {
  const name = g.name.toLowerCase();
  const said = g.version
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .every((word) => name.includes(word));
  return said ? g.name : `${g.name}, version ${g.version}`;
}
