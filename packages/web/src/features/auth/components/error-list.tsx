import { Alert } from '../../../components/ui/alert';

/** The listed errors of a form (docs/product.md#screens); nothing when there are none. */
export function ErrorList({ errors, title }: { errors: string[]; title?: string }) {
  if (errors.length === 0) return null;
  return (
    <Alert tone="error" title={title ?? (errors.length === 1 ? 'There was a problem' : `There were ${errors.length} problems`)}>
      <ul className={errors.length > 1 ? 'list-disc space-y-0.5 pl-5' : ''}>
        {errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </Alert>
  );
}
