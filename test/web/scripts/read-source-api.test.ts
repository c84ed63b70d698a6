import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOURCE_UNREADABLE_MESSAGES } from '@contracts/source-link';
import { readSource } from '@/features/scripts/api/read-source';
import { ApiError } from '@/lib/api-client';

// The real api-client over a stubbed fetch.
vi.mock('@/lib/auth/session', () => ({ currentIdToken: async () => 'id-token' }));
vi.mock('@/config/runtime-config', () => ({ runtimeConfig: () => ({ apiBaseUrl: '/api' }) }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readSource (web)', () => {
  it('posts the link with the ID token and answers what the server read', async () => {
    const answer = { url: 'https://news.example/a', title: 'A title', text: 'Some text.', words: 2, truncated: false };
    const fetchMock = vi.fn(async () => json(200, answer));
    vi.stubGlobal('fetch', fetchMock);
    expect(await readSource('news.example/a')).toEqual(answer);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/sources/read',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ url: 'news.example/a' }), headers: expect.objectContaining({ authorization: 'id-token' }) }),
    );
  });

  it("turns a refusal into an ApiError carrying the server's words", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(422, { error: { code: 'source.unreadable', message: SOURCE_UNREADABLE_MESSAGES.needsLogin } })));
    const failure = await readSource('https://members.example/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, code: 'source.unreadable', message: 'This page could not be read: it needs a login' });
  });
});
