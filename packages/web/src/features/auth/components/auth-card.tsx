import type { ReactNode } from 'react';

/** The narrow centred card that the sign-in, register and reset pages share. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md py-2 sm:py-6">
      <title>{`${title} · Balancer`}</title>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {intro ? <div className="mt-2 text-sm leading-relaxed text-slate-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-4 space-y-1 text-center text-sm text-slate-700">{footer}</div> : null}
    </div>
  );
}

export const authLinkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';
