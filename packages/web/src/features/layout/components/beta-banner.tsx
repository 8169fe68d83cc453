export function BetaBanner() {
  return (
    <div
      data-testid="beta-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-1.5 text-center text-xs text-amber-950 sm:text-sm print:hidden"
    >
      <p className="hidden sm:block">
        <strong className="font-semibold">Beta.</strong> Balancer is an educational resource for licensed prescribers. Its information is
        not medical advice and never replaces clinical judgment.
      </p>
      <p className="sm:hidden">
        <strong className="font-semibold">Beta:</strong> not medical advice.
      </p>
    </div>
  );
}
