import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { probeModel } from './probe-model';

/** A port that was just free and is closed again: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('"Test connection" (issue 38)', () => {
  it('reports a refused connection as not reached', async () => {
    const provider = createOpenAICompatible({ name: 'probe', baseURL: `http://127.0.0.1:${await closedPort()}/v1` });
    const prompts = { answer: '', extraction: '' };
    const handle = { model: provider.chatModel('m'), temperature: 0, stallMs: 1000, label: 'probe:m', redact: (t: string) => t, prompts };
    const result = await probeModel(handle);
    expect(result.ok).toBe(false);
    expect(result.message).toBe('The provider could not be reached: check the base URL, and that the service is running.');
  });
});
