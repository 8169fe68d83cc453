/**
 * A refused content change in plain words (issue 30): "Lithium is used in 4 guideline tables and 1 rule;
 * remove it from those first." Built from the validator's problem lines (`table Manic: unknown regimen
 * lithium`, `rule kidney-lithium: unknown ingredient lithium`); anything else gets a general sentence.
 */
export function refusalInWords(problems: readonly string[], subject = 'This medication'): string {
  const tables = new Set<string>();
  const rules = new Set<string>();
  const regimens = new Set<string>();
  let other = 0;
  for (const p of problems) {
    const m = /^(table|rule|regimen) ([^:]+?)(?: answer as [^:]+)?: unknown (?:regimen|ingredient) /.exec(p);
    if (!m) other++;
    else (m[1] === 'table' ? tables : m[1] === 'rule' ? rules : regimens).add(m[2]!);
  }
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const uses = [
    tables.size ? count(tables.size, 'guideline table', 'guideline tables') : '',
    rules.size ? count(rules.size, 'rule', 'rules') : '',
    regimens.size ? count(regimens.size, 'combination', 'combinations') : '',
  ].filter(Boolean);
  if (!uses.length)
    return `This change would leave the clinical content inconsistent (${count(other, 'problem', 'problems')}); see the details.`;
  const list = uses.length > 1 ? `${uses.slice(0, -1).join(', ')} and ${uses.at(-1)}` : uses[0];
  return `${subject} is used in ${list}; remove it from those first.`;
}
