import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { FeedbackForm } from './feedback-form';

describe('FeedbackForm', () => {
  it("shows errors only for touched fields, with the product's messages", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FeedbackForm />);
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(await screen.findByText('Name is a required field')).toBeInTheDocument();
    expect(screen.queryByText('Email is a required field')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('You have entered an invalid email')).toBeInTheDocument();
    expect(screen.queryByText('Message is a required field')).not.toBeInTheDocument();
  });

  it('shows every message on submit', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => ({ status: 201, body: {} }));
    renderWithProviders(<FeedbackForm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const m of [
      'You must select a feedback type',
      'Name is a required field',
      'Email is a required field',
      'Message is a required field',
    ]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('submits, confirms and resets; Clear wipes the message', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => ({ status: 201, body: { feedbacktype: 'general', name: 'A', email: 'a@b.org', message: 'Hi' } }));
    renderWithProviders(
      <FeedbackForm
        patient={{ state: 'Manic', riskFactors: [], priorMedications: [], first: ['Lithium'], second: [], third: [], excluded: [] }}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Feedback type'), 'general');
    await user.type(screen.getByLabelText('Name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'a@b.org');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Feedback submitted successfully!')).toBeInTheDocument();
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v2/feedback');
    expect(body).toMatchObject({ feedbacktype: 'general', name: 'A', email: 'a@b.org', message: 'Hi', patient: { first: ['Lithium'] } });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('Feedback submitted successfully!')).not.toBeInTheDocument();
  });

  it("shows the server's per-field messages", async () => {
    const user = userEvent.setup();
    mockFetch(() => ({
      status: 400,
      body: { error: 'Invalid', code: 'validation_error', requestId: 'r1', fields: { email: ['You have entered an invalid email'] } },
    }));
    renderWithProviders(<FeedbackForm />);
    await user.selectOptions(screen.getByLabelText('Feedback type'), 'issue');
    await user.type(screen.getByLabelText('Name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'a@b.org');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You have entered an invalid email')).toBeInTheDocument();
  });
});
