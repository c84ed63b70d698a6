import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { planScript } from '../../lambdas/domain/scripts/planner';
import { buildPrompt } from '../../lambdas/domain/scripts/prompt';
import { buildRewritePrompt } from '../../lambdas/domain/scripts/rewrite-prompt';
import { createBedrockClient, createBedrockWriter, maxTokensFor } from '../../lambdas/adapters/writers/bedrock-writer';
import { createOpenAiWriter } from '../../lambdas/adapters/writers/openai-writer';
import { selectWriter } from '../../lambdas/adapters/writers/select-writer';
import { WriterError } from '../../lambdas/domain/scripts/writers/writer-error';
import { startBedrockFake, type BedrockFake } from './fakes/bedrock-fake';

const MODEL_ID = 'au.anthropic.claude-haiku-4-5-20251001-v1:0';
const INTRO = "G'day bakers, it's Sam from Crumb Club!";
const OUTRO = 'Keep your starter bubbly. See you next bake!';

const plan = planScript({
  topic: 'Sourdough for beginners',
  details: 'Mention the 1:5:10 starter ratio',
  platform: 'youtube',
  duration: '1m',
  tone: 'conversational',
  styleGuide: { intro_template: INTRO, outro_template: OUTRO, interaction_reminders: 'Ask viewers to share their loaf photos', general_guidance: null },
  voice: null,
  passages: ['Honestly, the best loaf I ever made was the one I nearly threw out.'],
});

const SCRIPT_DELTAS = ['## Hook [0:00–0:08]\n', 'Your first sourdough ', 'does not have to be a brick.\n\n', `## Intro\n${INTRO}`];

const rejection = async (promise: Promise<unknown>): Promise<WriterError> => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WriterError);
  return error as WriterError;
};

describe('Bedrock writer (ConverseStream against the local HTTP/2 fake)', () => {
  let fake: BedrockFake;
  let client: ReturnType<typeof createBedrockClient>;
  const writer = (timeoutMs?: number) => createBedrockWriter({ modelId: MODEL_ID, client, timeoutMs });

  beforeAll(async () => {
    fake = await startBedrockFake();
    client = createBedrockClient({
      endpoint: fake.endpoint,
      region: 'ap-southeast-2',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
  });
  afterEach(() => {
    fake.requests.length = 0;
  });
  afterAll(async () => {
    client.destroy();
    await fake.close();
  });

  it('returns the streamed deltas joined into one script', async () => {
    fake.setScript({ deltas: SCRIPT_DELTAS });

    await expect(writer().write(plan)).resolves.toBe(SCRIPT_DELTAS.join(''));
  });

  it('sends the system prompt and the plan, with the intro template, the word budget and the token limit', async () => {
    fake.setScript({ deltas: SCRIPT_DELTAS });
    await writer().write(plan);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    const prompt = buildPrompt(plan);
    expect(request?.modelId).toBe(MODEL_ID);
    expect(request?.body.system).toEqual([{ text: prompt.system }]);
    expect(request?.body.messages).toEqual([{ role: 'user', content: [{ text: prompt.user }] }]);
    const user = request?.body.messages?.[0]?.content[0]?.text ?? '';
    expect(user).toContain(`Use this intro word for word: "${INTRO}"`);
    expect(user).toContain(`(${plan.wordBudget} words in total)`);
    expect(user).toContain('Mention the 1:5:10 starter ratio');
    expect(request?.body.inferenceConfig).toEqual({ maxTokens: plan.wordBudget * 2 + 400, temperature: 0.7 });
  });

  it('rewrites one section with the rewrite prompt: the script as it is, the section, the instruction, its word count; deltas pass on as written', async () => {
    const current = `# Sourdough\n\n## Hook [0:00–0:08]\n\nA loaf story.\n\n## Intro\n\n${INTRO}`;
    const section = { index: 0, headingLine: '## Hook [0:00–0:08]', title: 'Hook', body: 'A loaf story.' };
    fake.setScript({ deltas: ['Your starter ', 'is alive. ', 'Treat it that way.'] });
    const seen: string[] = [];

    const text = await writer().rewrite(
      { plan, current, section, passage: null, instruction: 'punchier hook', targetWords: 12, alternatives: 1 },
      { onText: (delta) => seen.push(delta) },
    );

    expect(text).toBe('Your starter is alive. Treat it that way.');
    expect(seen).toEqual(['Your starter ', 'is alive. ', 'Treat it that way.']);
    const prompt = buildRewritePrompt({ plan, current, section, passage: null, instruction: 'punchier hook', targetWords: 12, alternatives: 1 });
    const [request] = fake.requests;
    expect(request?.body.system).toEqual([{ text: prompt.system }]);
    expect(request?.body.messages).toEqual([{ role: 'user', content: [{ text: prompt.user }] }]);
    expect(prompt.user).toContain(`<script>\n${current}\n</script>`);
    expect(prompt.user).toContain('Rewrite only the section "## Hook [0:00–0:08]", in about 12 spoken words. The creator asks: "punchier hook".');
    expect(prompt.user).toContain(`Use this intro word for word: "${INTRO}"`);
    expect(request?.body.inferenceConfig).toEqual({ maxTokens: maxTokensFor(12), temperature: 0.7 });
  });

  it('retries a throttled request (429 ThrottlingException) and then returns the script', async () => {
    fake.setScript({ deltas: SCRIPT_DELTAS, throttleFirst: 2 });

    await expect(writer().write(plan)).resolves.toBe(SCRIPT_DELTAS.join(''));
    expect(fake.requests.map((r) => r.throttled)).toEqual([true, true, false]);
  });

  it('rejects with a request WriterError when all three attempts are throttled', async () => {
    fake.setScript({ deltas: SCRIPT_DELTAS, throttleFirst: 3 });

    const error = await rejection(writer().write(plan));
    expect(error.reason).toBe('request');
    expect((error.cause as Error).name).toBe('ThrottlingException');
    expect(fake.requests).toHaveLength(3);
  });

  it('rejects with a stream WriterError when the model stream fails midway', async () => {
    fake.setScript({ deltas: SCRIPT_DELTAS, failAfter: 2 });

    const error = await rejection(writer().write(plan));
    expect(error).toMatchObject({ writer: 'bedrock', reason: 'stream' });
    expect((error.cause as Error).name).toBe('ModelStreamErrorException');
  });

  it('rejects a stream that ends before messageStop instead of returning the partial text', async () => {
    fake.setScript({ deltas: SCRIPT_DELTAS, endAfter: 2 });

    expect(await rejection(writer().write(plan))).toMatchObject({ reason: 'stream' });
  });

  it('rejects an empty stream', async () => {
    fake.setScript({ deltas: [] });

    expect(await rejection(writer().write(plan))).toMatchObject({ reason: 'empty' });
  });

  it('rejects an answer of only whitespace', async () => {
    fake.setScript({ deltas: ['\n', '   '] });

    expect(await rejection(writer().write(plan))).toMatchObject({ reason: 'empty' });
  });

  it('rejects an answer cut off by the token limit with less than half the word budget', async () => {
    fake.setScript({ deltas: ['## Hook\nYour first sourdough'], stopReason: 'max_tokens' });

    expect(await rejection(writer().write(plan))).toMatchObject({ reason: 'truncated' });
  });

  it('keeps an answer cut off by the token limit once it has most of the word budget', async () => {
    const long = `${'word '.repeat(plan.wordBudget)}`.trim();
    fake.setScript({ deltas: [long], stopReason: 'max_tokens' });

    await expect(writer().write(plan)).resolves.toBe(long);
  });

  it('rejects an answer a guardrail stopped', async () => {
    fake.setScript({ deltas: SCRIPT_DELTAS, stopReason: 'guardrail_intervened' });

    expect(await rejection(writer().write(plan))).toMatchObject({ reason: 'refused' });
  });

  it('gives up with a timeout WriterError when the stream is too slow', async () => {
    fake.setScript({ deltas: SCRIPT_DELTAS, frameDelayMs: 200 });

    expect(await rejection(writer(500).write(plan))).toMatchObject({ reason: 'timeout' });
    fake.setScript({ deltas: SCRIPT_DELTAS, throttleFirst: 1 });
    expect(await rejection(writer(20).write(plan))).toMatchObject({ reason: 'timeout' });
  });

  it('caps the token limit at 8192', () => {
    expect(maxTokensFor(150)).toBe(700);
    expect(maxTokensFor(10_000)).toBe(8192);
  });
});

describe('Bedrock writer with the default client', () => {
  let fake: BedrockFake;
  const saved = process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME;

  beforeAll(async () => {
    fake = await startBedrockFake({ deltas: SCRIPT_DELTAS, throttleFirst: 1 });
    process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME = fake.endpoint;
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME;
    else process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME = saved;
    await fake.close();
  });

  it('finds Bedrock through AWS_ENDPOINT_URL_BEDROCK_RUNTIME and retries throttling', async () => {
    const writer = selectWriter({ BEDROCK_MODEL_ID: MODEL_ID });

    await expect(writer?.write(plan)).resolves.toBe(SCRIPT_DELTAS.join(''));
    expect(fake.requests.map((r) => [r.modelId, r.throttled])).toEqual([
      [MODEL_ID, true],
      [MODEL_ID, false],
    ]);
  });
});

describe('selectWriter', () => {
  it('picks Bedrock when BEDROCK_MODEL_ID is set, even with an OpenAI-compatible server configured', () => {
    expect(selectWriter({ BEDROCK_MODEL_ID: MODEL_ID, OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3.2' })?.name).toBe('bedrock');
  });

  it('picks the OpenAI-compatible writer when only OPENAI_BASE_URL and OPENAI_MODEL are set', () => {
    expect(selectWriter({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3.2' })?.name).toBe('openai');
  });

  it('returns null when no writer is configured, empty values included', () => {
    expect(selectWriter({})).toBeNull();
    expect(selectWriter({ BEDROCK_MODEL_ID: '', OPENAI_BASE_URL: '' })).toBeNull();
  });

  it('throws on an OpenAI base URL without a model or with a bad URL', () => {
    expect(() => selectWriter({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/OPENAI_MODEL/);
    expect(() => selectWriter({ OPENAI_BASE_URL: 'not a url', OPENAI_MODEL: 'llama3.2' })).toThrow(/OPENAI_BASE_URL/);
  });
});

interface ChatRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; max_tokens: number; temperature: number; stream: boolean };
}

describe('OpenAI-compatible writer', () => {
  let server: http.Server;
  let baseUrl: string;
  const requests: ChatRequest[] = [];
  let answer: (response: ServerResponse) => void = () => undefined;
  const completion = (content: string | null, finishReason = 'stop') => (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }] }));
  };

  beforeAll(async () => {
    server = http.createServer(async (request: IncomingMessage, response) => {
      let raw = '';
      for await (const chunk of request) raw += String(chunk);
      requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(raw) as ChatRequest['body'] });
      answer(response);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  });
  afterEach(() => {
    requests.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts the prompt to /chat/completions and returns the answer', async () => {
    answer = completion(`  ${SCRIPT_DELTAS.join('')}\n`);
    const writer = createOpenAiWriter({ baseUrl, model: 'llama3.2', apiKey: 'sk-local' });

    await expect(writer.write(plan)).resolves.toBe(SCRIPT_DELTAS.join(''));
    const prompt = buildPrompt(plan);
    expect(requests).toEqual([
      {
        path: '/v1/chat/completions',
        authorization: 'Bearer sk-local',
        body: {
          model: 'llama3.2',
          messages: [
            { role: 'system', content: prompt.system },
            { role: 'user', content: prompt.user },
          ],
          max_tokens: plan.wordBudget * 2 + 400,
          temperature: 0.7,
          stream: false,
        },
      },
    ]);
  });

  it('rewrites one section with the rewrite prompt and a token budget from the target words, and hands the whole answer to onText once', async () => {
    const current = `# Sourdough\n\n## Hook [0:00–0:08]\n\nA loaf story.\n\n## Intro\n\n${INTRO}`;
    const section = { index: 0, headingLine: '## Hook [0:00–0:08]', title: 'Hook', body: 'A loaf story.' };
    const request = { plan, current, section, passage: null, instruction: 'punchier hook', targetWords: 12, alternatives: 1 as const };
    answer = completion(' Your starter is alive. Treat it that way.\n');
    const seen: string[] = [];

    const text = await createOpenAiWriter({ baseUrl, model: 'llama3.2' }).rewrite(request, { onText: (delta) => seen.push(delta) });

    expect(text).toBe('Your starter is alive. Treat it that way.');
    expect(seen).toEqual(['Your starter is alive. Treat it that way.']);
    const prompt = buildRewritePrompt(request);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body.messages).toEqual([
      { role: 'system', content: prompt.system },
      { role: 'user', content: prompt.user },
    ]);
    expect(requests[0]!.body.max_tokens).toBe(12 * 2 + 400);
  });

  it('sends no authorization header without a key', async () => {
    answer = completion('A script');
    await createOpenAiWriter({ baseUrl, model: 'llama3.2' }).write(plan);

    expect(requests[0]?.authorization).toBeUndefined();
  });

  it('rejects an error status with a request WriterError', async () => {
    answer = (response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"error":{"message":"model loading"}}');
    };

    const error = await rejection(createOpenAiWriter({ baseUrl, model: 'llama3.2' }).write(plan));
    expect(error).toMatchObject({ writer: 'openai', reason: 'request' });
    expect(error.message).toContain('503');
  });

  it('rejects an empty answer and a short answer cut off by the token limit', async () => {
    const writer = createOpenAiWriter({ baseUrl, model: 'llama3.2' });
    answer = completion(null);
    expect(await rejection(writer.write(plan))).toMatchObject({ reason: 'empty' });
    answer = completion('## Hook\nYour first', 'length');
    expect(await rejection(writer.write(plan))).toMatchObject({ reason: 'truncated' });
  });

  it('gives up with a timeout WriterError when the server does not answer', async () => {
    answer = () => undefined;

    expect(await rejection(createOpenAiWriter({ baseUrl, model: 'llama3.2', timeoutMs: 200 }).write(plan))).toMatchObject({ reason: 'timeout' });
  });
});
