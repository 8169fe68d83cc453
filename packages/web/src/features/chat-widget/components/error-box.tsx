/** Why a message could not be sent: 'There was 1 error…' or 'There were N errors…', then the list. */
export function ErrorBox({ errors }: { errors: string[] }) {
  if (!errors.length) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p className="font-semibold">
        {errors.length === 1 ? 'There was 1 error with your submission' : `There were ${errors.length} errors with your submission`}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {errors.map((e, i) => (
          <li key={i}>{e}</li>
        ))}
      </ul>
    </div>
  );
}
