import type { ReportedPatient } from '@balancer/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiClientError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { emptyFeedback, feedbackFormSchema, useSendFeedback, type FeedbackFormInput, type FeedbackFormOutput } from '../api/send-feedback';
import { FeedbackFields } from './feedback-fields';

interface FeedbackFormProps {
  /** The patient's non-identifying inputs and summary, when reporting an issue about one. */
  patient?: ReportedPatient;
  initialType?: FeedbackFormInput['feedbacktype'];
}

const fieldNames = ['feedbacktype', 'name', 'email', 'message'] as const;

export function FeedbackForm({ patient, initialType = '' }: FeedbackFormProps) {
  const { user } = useAuth();
  // A signed-in user is not asked again who they are: name and e-mail come from the account (editable).
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const email = user?.email ?? '';
  const defaults = { ...emptyFeedback, feedbacktype: initialType, name, email };
  const form = useForm<FeedbackFormInput, unknown, FeedbackFormOutput>({
    resolver: zodResolver(feedbackFormSchema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  // The session may be confirmed after the form opened (a stored session is checked on load).
  useEffect(() => {
    if (!form.getValues('name') && name) form.setValue('name', name);
    if (!form.getValues('email') && email) form.setValue('email', email);
  }, [form, name, email]);
  const send = useSendFeedback();
  const [done, setDone] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);

  const onSubmit = form.handleSubmit((values) => {
    setDone(false);
    setOtherErrors([]);
    send.mutate(patient ? { ...values, patient } : values, {
      onSuccess: () => {
        form.reset(defaults);
        setDone(true);
      },
      onError: (error) => {
        if (error instanceof ApiClientError && error.fields) {
          const rest: string[] = [];
          for (const [field, messages] of Object.entries(error.fields)) {
            const known = fieldNames.find((f) => f === field);
            if (known) form.setError(known, { type: 'server', message: messages.join(' ') });
            else rest.push(`${field}: ${messages.join(' ')}`);
          }
          setOtherErrors(rest);
        } else setOtherErrors([errorMessage(error)]);
      },
    });
  });

  const clear = () => {
    form.reset(defaults);
    send.reset();
    setDone(false);
    setOtherErrors([]);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FeedbackFields form={form} />
      {done ? <Alert tone="success">Feedback submitted successfully!</Alert> : null}
      {otherErrors.length > 0 ? (
        <Alert
          tone="error"
          title={
            otherErrors.length === 1
              ? 'There was 1 error with your submission'
              : `There were ${otherErrors.length} errors with your submission`
          }
        >
          <ul className="list-disc pl-5">
            {otherErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={clear}>
          Clear
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Submitting…' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
