import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model does with one request. */
export type Script =
  | { text: string[] }
  | { toolCall: { name: string; args: Record<string, unknown> } }
  | { status: number; body: unknown }
  /** Sends the first pieces, then nothing more until the client gives up. */
  | { stallAfter: string[] }
  /** Answers with `then` after `ms`, as a slow model does. */
  | { delayMs: number; then: Script };

export type RecordedRequest = { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> };

/**
 * A local stand-in for a model provider, speaking the real wire protocols: OpenAI chat completions
 * (`POST /v1/chat/completions`, SSE chunks ending in `[DONE]`) and Anthropic messages
 * (`POST /v1/messages`, named SSE events from message_start to message_stop). Tests script the replies.
 */
export async function startFakeLlm(script: (req: RecordedRequest) => Script) {
  const requests: RecordedRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const recorded: RecordedRequest = {
      path: req.url ?? '',
      headers: req.headers,
      body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
    };
    requests.push(recorded);
    let plan = script(recorded);
    while ('delayMs' in plan) {
      const { delayMs, then } = plan;
      await new Promise((r) => setTimeout(r, delayMs));
      plan = then;
    }
    if ('status' in plan) {
      res.writeHead(plan.status, { 'content-type': 'application/json' }).end(JSON.stringify(plan.body));
      return;
    }
    const anthropic = recorded.path.endsWith('/messages');
    const stream = recorded.body.stream === true;
    if (!stream) {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(anthropic ? anthropicMessage(plan) : openaiCompletion(plan)));
      return;
    }
    open.add(res);
    res.on('close', () => open.delete(res));
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const pieces = 'text' in plan ? plan.text : 'stallAfter' in plan ? plan.stallAfter : [];
    const events = anthropic ? anthropicStream(pieces) : openaiStream(pieces);
    const sent = 'stallAfter' in plan ? events.slice(0, pieces.length + (anthropic ? 2 : 0)) : events;
    for (const e of sent) {
      res.write(e);
      await new Promise((r) => setTimeout(r, 5));
    }
    if (!('stallAfter' in plan)) res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Streams still open towards the server (a cancelled call closes its stream). */
    openStreams: () => open.size,
    async close() {
      for (const res of open) res.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

const sse = (data: unknown, event?: string) => `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

function openaiStream(pieces: string[]): string[] {
  const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'fake-model' };
  return [
    ...pieces.map((content, i) =>
      sse({ ...base, choices: [{ index: 0, delta: i === 0 ? { role: 'assistant', content } : { content }, finish_reason: null }] }),
    ),
    sse({
      ...base,
      choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
      usage: { prompt_tokens: 100, completion_tokens: pieces.length, total_tokens: 100 + pieces.length },
    }),
    'data: [DONE]\n\n',
  ];
}

function openaiCompletion(plan: Script) {
  const message =
    'toolCall' in plan
      ? {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'call_1', type: 'function', function: { name: plan.toolCall.name, arguments: JSON.stringify(plan.toolCall.args) } },
          ],
        }
      : { role: 'assistant', content: 'text' in plan ? plan.text.join('') : '' };
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [{ index: 0, message, finish_reason: 'toolCall' in plan ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  };
}

function anthropicStream(pieces: string[]): string[] {
  return [
    sse(
      {
        type: 'message_start',
        message: {
          id: 'msg_fake',
          type: 'message',
          role: 'assistant',
          content: [],
          model: 'fake-model',
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 100, output_tokens: 1 },
        },
      },
      'message_start',
    ),
    sse({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }, 'content_block_start'),
    ...pieces.map((text) => sse({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }, 'content_block_delta')),
    sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
    sse(
      { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: pieces.length } },
      'message_delta',
    ),
    sse({ type: 'message_stop' }, 'message_stop'),
  ];
}

function anthropicMessage(plan: Script) {
  const content =
    'toolCall' in plan
      ? [{ type: 'tool_use', id: 'toolu_1', name: plan.toolCall.name, input: plan.toolCall.args }]
      : [{ type: 'text', text: 'text' in plan ? plan.text.join('') : '' }];
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: 'fake-model',
    content,
    stop_reason: 'toolCall' in plan ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 100, output_tokens: 20 },
  };
}

/** The passages the server put in the system prompt: `GUID: …, Page Number: …, Chunk Number: …, Text: …`. */
export function promptPassages(req: RecordedRequest): { guid: string; page: number; chunk: number; text: string }[] {
  const system = JSON.stringify(req.body);
  return [...system.matchAll(/GUID: ([0-9a-f-]{36}), Page Number: (\d+), Chunk Number: (\d+), Text: (.*?) === End of INFO/g)].map((m) => ({
    guid: m[1]!,
    page: Number(m[2]),
    chunk: Number(m[3]),
    text: m[4]!,
  }));
}
