import type { UseFormReturn } from 'react-hook-form';
import { errorTextClass, inputClass, labelClass } from '../../../components/ui/form-styles';
import type { FeedbackFormInput, FeedbackFormOutput } from '../api/send-feedback';

type Form = UseFormReturn<FeedbackFormInput, unknown, FeedbackFormOutput>;

export function FeedbackFields({ form }: { form: Form }) {
  const { register, formState } = form;
  const err = (name: keyof FeedbackFormInput) => formState.errors[name]?.message;
  const described = (name: keyof FeedbackFormInput) => (err(name) ? `fb-${name}-error` : undefined);
  const errorText = (name: keyof FeedbackFormInput) =>
    err(name) ? (
      <p id={`fb-${name}-error`} className={errorTextClass}>
        {err(name)}
      </p>
    ) : null;

  return (
    <>
      <div>
        <label htmlFor="fb-feedbacktype" className={labelClass}>
          Feedback type
        </label>
        <select
          id="fb-feedbacktype"
          className={`${inputClass} mt-1`}
          aria-invalid={err('feedbacktype') ? true : undefined}
          aria-describedby={described('feedbacktype')}
          {...register('feedbacktype')}
        >
          <option value="">Select a feedback type</option>
          <option value="issue">Report an issue</option>
          <option value="new_feature">Request a new feature</option>
          <option value="general">General feedback</option>
        </select>
        {errorText('feedbacktype')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="fb-name" className={labelClass}>
            Name
          </label>
          <input
            id="fb-name"
            type="text"
            autoComplete="name"
            className={`${inputClass} mt-1`}
            aria-invalid={err('name') ? true : undefined}
            aria-describedby={described('name')}
            {...register('name')}
          />
          {errorText('name')}
        </div>
        <div>
          <label htmlFor="fb-email" className={labelClass}>
            Email
          </label>
          <input
            id="fb-email"
            type="email"
            autoComplete="email"
            className={`${inputClass} mt-1`}
            aria-invalid={err('email') ? true : undefined}
            aria-describedby={described('email')}
            {...register('email')}
          />
          {errorText('email')}
        </div>
      </div>
      <div>
        <label htmlFor="fb-message" className={labelClass}>
          Message
        </label>
        <textarea
          id="fb-message"
          rows={8}
          className={`${inputClass} mt-1`}
          aria-invalid={err('message') ? true : undefined}
          aria-describedby={described('message')}
          {...register('message')}
        />
        {errorText('message')}
      </div>
    </>
  );
}
