import { PageHeader } from '../../../components/ui/page-header';
import { site } from '../../../lib/site';
import { FeedbackForm } from './feedback-form';

export function FeedbackPage() {
  return (
    <div className="max-w-2xl">
      <PageHeader title="Leave Us Feedback!">
        <p>
          Tell us what works, what doesn't, or what you would like Balancer to do. Please do not include patient information. You can also
          write to us at{' '}
          <a className="text-brand-700 underline underline-offset-2" href={`mailto:${site.contactEmail}`}>
            {site.contactEmail}
          </a>
          .
        </p>
      </PageHeader>
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <FeedbackForm />
      </div>
    </div>
  );
}
