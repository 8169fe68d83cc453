import type { AssistantReply } from '@balancer/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearTokens, setTokens } from '../../../lib/auth-token';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { CONVERSATION_KEY } from '../api/stored-conversation';
import ChatWidget from './chat-widget';

const conversationId = '5d0f7a1e-2b3c-4d5e-8f90-a1b2c3d4e5f6';
const reply: AssistantReply = {
  text: '**Lurasidone (Latuda)**: risks include akathisia.',
  conversationId,
  sources: [
    {
      kind: 'catalogue',
      title: 'Balancer medication catalogue',
      locator: 'Lurasidone',
      url: null,
      guid: null,
      page: null,
      chunkNumber: null,
    },
  ],
};

describe('the JJ chat widget', () => {
  beforeEach(() => setTokens({ access: 'a.b.c', refresh: 'r' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearTokens();
  });

  it('answers a suggestion, continues the conversation, keeps it in session storage and forgets it on New Conversation', async () => {
    const fetchMock = mockFetch(() => ({ body: reply }));
    const user = userEvent.setup();
    renderWithProviders(<ChatWidget />);
    await user.click(screen.getByRole('button', { name: 'Ask JJ, the medication assistant' }));
    const panel = screen.getByRole('dialog', { name: 'Ask JJ' });
    for (const q of [
      'What are the side effects of Latuda?',
      'Why is cariprazine better than valproate for a pregnant patient?',
      'Risks associated with Lithium.',
      'What medications could cause liver issues?',
    ])
      expect(within(panel).getByRole('button', { name: q })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'What are the side effects of Latuda?' }));
    expect(await within(panel).findByTestId('widget-answer')).toHaveTextContent('Lurasidone (Latuda): risks include akathisia.');
    expect(within(panel).getByText('Balancer medication catalogue')).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({
      message: 'What are the side effects of Latuda?',
      conversationId: null,
    });
    expect(JSON.parse(sessionStorage.getItem(CONVERSATION_KEY)!)).toMatchObject({
      id: conversationId,
      messages: [{ role: 'user' }, { role: 'bot' }],
    });

    await user.type(within(panel).getByLabelText('Message JJ'), 'And lithium?{Enter}');
    await waitFor(() => expect(within(panel).getAllByTestId('widget-answer')).toHaveLength(2));
    expect(JSON.parse(fetchMock.mock.calls[1]![1]!.body as string)).toEqual({
      message: 'And lithium?',
      conversationId: conversationId,
    });

    await user.click(within(panel).getByRole('button', { name: 'Full screen' }));
    expect(panel).toHaveClass('inset-0');
    expect(within(panel).getByRole('button', { name: 'Exit full screen' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(panel).getByRole('button', { name: 'New Conversation' }));
    expect(within(panel).queryByTestId('widget-answer')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Risks associated with Lithium.' })).toBeInTheDocument();
    expect(sessionStorage.getItem(CONVERSATION_KEY)).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('restores the conversation of this tab, and sign-out removes it', async () => {
    sessionStorage.setItem(
      CONVERSATION_KEY,
      JSON.stringify({ id: conversationId, messages: [{ role: 'user', text: 'Earlier question', sources: [] }] }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChatWidget />);
    await user.click(screen.getByRole('button', { name: 'Ask JJ, the medication assistant' }));
    expect(screen.getByText('Earlier question')).toBeInTheDocument();
    clearTokens();
    expect(sessionStorage.getItem(CONVERSATION_KEY)).toBeNull();
  });

  it("lists the server's errors under 'There was 1 error…' and sends no blank message", async () => {
    const fetchMock = mockFetch(() => ({
      status: 400,
      body: {
        error: 'message: at most 2000 characters',
        code: 'validation',
        fields: { message: ['message: at most 2000 characters'] },
        requestId: 'r',
      },
    }));
    const user = userEvent.setup();
    renderWithProviders(<ChatWidget />);
    await user.click(screen.getByRole('button', { name: 'Ask JJ, the medication assistant' }));
    const box = screen.getByLabelText('Message JJ');
    await user.type(box, '   {Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(box, 'lithium{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was 1 error with your submission');
    expect(alert).toHaveTextContent('message: at most 2000 characters');
  });
});
