import { detectIdentifiers, type IdentifierKind } from '@balancer/domain';

const kindLabels: Record<IdentifierKind, string> = {
  name: 'a name',
  date: 'a date',
  age: 'an age over 89',
  address: 'a street address',
  zip: 'a ZIP or postal code',
  phone: 'a phone number',
  email: 'an e-mail address',
  'record-number': 'a record number',
  ssn: 'a social security number',
};

/** Describes what looks identifying in the given texts, or null when nothing does. */
export function identifierFindings(texts: string[]): string[] {
  const kinds = new Set<IdentifierKind>();
  for (const text of texts) {
    if (!text.trim()) continue;
    for (const found of detectIdentifiers(text)) kinds.add(found.kind);
  }
  return [...kinds].map((k) => kindLabels[k]);
}

export function IdentifierWarning({ texts, id }: { texts: string[]; id: string }) {
  const findings = identifierFindings(texts);
  return (
    <div id={id} aria-live="polite">
      {findings.length > 0 ? (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <strong className="font-semibold">Possible identifier:</strong> this looks like it contains {findings.join(', ')}. Please remove
          anything that could identify the patient.
        </p>
      ) : null}
    </div>
  );
}
