import type { AnswerEvent, Passage } from '@balancer/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderWithProviders } from '../../../test/render';
import { CHAT_FAILURE } from '../api/use-document-chat';
import { ChatPane } from './chat-pane';

const guid = '3f2c8a4e-1b7d-4c9a-9e1f-5a6b7c8d9e0f';
const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const chunkText = 'Cariprazine is recommended as a first-line option for acute bipolar I depression. Akathisia is common.';
const passage = (g: string, page: number, chunkNumber: number, text: string): Passage => ({
  guid: g,
  title: 'Invented handbook',
  fileName: 'handbook.pdf',
  page,
  chunkNumber,
  text,
  snippet: text,
  score: 1,
});
const passages = [passage(guid, 7, 12, chunkText), passage(other, 3, 4, 'x '.repeat(200))];

/** The footer's version call answers; every other call is the test's and is recorded. */
function stubFetch(answer: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
    url === '/api/v2/version' ? Response.json({ version: '1.2.3' }) : fetchMock(url, init),
  );
  return fetchMock;
}

/** A streamed answer whose events the test releases one by one. */
function streamingFetch() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const fetchMock = stubFetch(() => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  const encoder = new TextEncoder();
  return {
    fetchMock,
    send: (e: AnswerEvent | string) => controller.enqueue(encoder.encode(typeof e === 'string' ? e : `data: ${JSON.stringify(e)}\n\n`)),
    end: () => controller.close(),
  };
}

function Location() {
  const { pathname, search, state } = useLocation();
  return <output data-testid="location" data-state={JSON.stringify(state)}>{`${pathname}${search}`}</output>;
}

const answer = `Cariprazine is recommended as a first-line option. ***[${guid}, Page 7, Chunk 12]*** See also ***[${other}, Page 3, Chunk 4]***`;

describe('ChatPane', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('keeps the conversation of each document for the session: a reload shows it again (issue 39)', async () => {
    const stream = streamingFetch();
    const user = userEvent.setup();
    const first = renderWithProviders(<ChatPane guid={guid} />, { route: `/drugsummary?guid=${guid}` });
    await user.type(screen.getByTestId('chat-input'), 'Is cariprazine first line?{Enter}');
    stream.send({ type: 'metadata', question: 'q', passages, answerer: 'extractive' });
    stream.send({ type: 'content', text: answer });
    stream.send({ type: 'done', passages, citationsDropped: 0, abstained: false });
    stream.end();
    await waitFor(() => expect(within(screen.getByTestId('bot-message')).queryByTestId('streaming-dots')).not.toBeInTheDocument());
    first.unmount();

    // The page reloaded: the same document shows the question and its cited answer; another shows none.
    const again = renderWithProviders(<ChatPane guid={guid} />, { route: `/drugsummary?guid=${guid}` });
    expect(screen.getByText('Is cariprazine first line?')).toBeInTheDocument();
    expect(within(screen.getByTestId('bot-message')).getAllByRole('link', { name: 'Page 7 of Invented handbook' }).length).toBeGreaterThan(
      0,
    );
    again.unmount();
    renderWithProviders(<ChatPane guid={other} />, { route: `/drugsummary?guid=${other}` });
    expect(screen.queryByText('Is cariprazine first line?')).not.toBeInTheDocument();
  });

  it('streams an answer after "Let me think", lists its sources and links its citations', async () => {
    const stream = streamingFetch();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ChatPane guid={guid} />
        <Location />
      </>,
      { route: `/drugsummary?guid=${guid}&page=1` },
    );
    const box = screen.getByTestId('chat-input');
    await user.type(box, 'Which medication is first-line{Shift>}{Enter}{/Shift}for bipolar depression?');
    expect(box).toHaveValue('Which medication is first-line\nfor bipolar depression?');
    expect(screen.getByTestId('word-count')).toHaveTextContent('7 words');
    expect(await screen.findByText('Version 1.2.3')).toBeInTheDocument();
    await user.keyboard('{Enter}');

    expect(stream.fetchMock).toHaveBeenCalledWith(`/api/v2/answers?stream=true&guid=${guid}`, expect.anything());
    const body = JSON.parse(String(stream.fetchMock.mock.calls[0]![1]!.body)) as unknown;
    expect(body).toEqual({ message: 'Which medication is first-line\nfor bipolar depression?' });
    expect(box).toHaveValue('');
    expect(await screen.findByText('Let me think')).toBeInTheDocument();

    stream.send({ type: 'metadata', question: 'q', passages, answerer: 'extractive' });
    stream.send('data: not json\n\n');
    stream.send({ type: 'content', text: answer.slice(0, 40) });
    await waitFor(() => expect(screen.queryByText('Let me think')).not.toBeInTheDocument());
    expect(screen.getByTestId('streaming-dots')).toBeInTheDocument();
    stream.send({ type: 'content', text: answer.slice(40) });
    stream.send({ type: 'done', passages, citationsDropped: 0, abstained: false });
    stream.end();

    const bot = await screen.findByTestId('bot-message');
    await waitFor(() => expect(within(bot).queryByTestId('streaming-dots')).not.toBeInTheDocument());
    expect(bot).not.toHaveTextContent('***');
    const sources = within(bot).getByText('Sources').parentElement!;
    expect(within(sources).getAllByRole('listitem')).toHaveLength(2);
    expect(sources).toHaveTextContent('…');

    // Same file: the viewer is asked to go to page 7 and highlight the chunk; ?page= is replaced.
    const heard: unknown[] = [];
    window.addEventListener('navigateToPdfPage', (e) => heard.push((e as CustomEvent).detail));
    const [samePage] = within(bot).getAllByRole('link', { name: 'Page 7 of Invented handbook' });
    await user.click(samePage!);
    // The answer's sentence is marked; its chunk around it is tinted.
    expect(heard).toEqual([{ page: 7, highlight: 'Cariprazine is recommended as a first-line option.', context: chunkText }]);
    expect(screen.getByTestId('location')).toHaveTextContent(`/drugsummary?guid=${guid}&page=7`);

    // Another file: navigate there with the passage to highlight.
    const [otherPage] = within(bot).getAllByRole('link', { name: 'Page 3 of Invented handbook' });
    expect(otherPage).toHaveAttribute('href', `/drugsummary?guid=${other}&page=3`);
    await user.click(otherPage!);
    expect(screen.getByTestId('location')).toHaveTextContent(`/drugsummary?guid=${other}&page=3`);
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ highlight: 'x '.repeat(200) });
    expect(heard).toHaveLength(1);
  });

  it('shows the apology when the request fails, and sends nothing for a blank question', async () => {
    const fetchMock = stubFetch(() => new Response('{}', { status: 500 }));
    const user = userEvent.setup();
    renderWithProviders(<ChatPane guid={null} />);
    await user.type(screen.getByTestId('chat-input'), '   {Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByTestId('chat-input'), 'lithium levels{Enter}');
    expect(fetchMock).toHaveBeenCalledWith('/api/v2/answers?stream=true', expect.anything());
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_FAILURE);
  });

  it('shows the apology when the stream reports an error', async () => {
    const stream = streamingFetch();
    const user = userEvent.setup();
    renderWithProviders(<ChatPane guid={guid} />);
    await user.type(screen.getByTestId('chat-input'), 'lithium{Enter}');
    stream.send({ type: 'content', text: 'Lithium levels' });
    stream.send({ type: 'error', message: 'The model did not answer.' });
    stream.end();
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_FAILURE);
    expect(screen.queryByText('Lithium levels')).not.toBeInTheDocument();
  });
});
