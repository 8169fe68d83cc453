/**
 * Benefits or risks typed into the Add Medication form, as the original list kept them: separated by ", " or by
 * line breaks. A comma without a space stays inside a statement ("1,000 mg").
 */
export const parseStatements = (text: string) =>
  text
    .split(/\n|, /)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => ({ text: s }));
