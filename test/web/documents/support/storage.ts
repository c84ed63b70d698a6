import { vi } from 'vitest';

type Answer = () => Promise<Response> | Response;

/**
 * The storage edge: the presigned PUT goes straight to S3 with XMLHttpRequest (for its upload progress), not
 * through the API client. Each send is recorded as (url, { method, headers, body }) and answered with `answer`;
 * a rejected answer is a network error. `progress(i, sent, total)` reports upload progress of the i-th send.
 */
export const stubStorage = (answer: Answer = () => new Response(null, { status: 200 })) => {
  const storage = vi.fn(async (_url: string, _init: { method: string; headers: Record<string, string>; body: unknown }) => answer());
  const sent: FakeRequest[] = [];

  class FakeRequest {
    status = 0;
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private method = '';
    private url = '';
    private readonly headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    send(body: unknown) {
      sent.push(this);
      storage(this.url, { method: this.method, headers: this.headers, body }).then(
        (response) => {
          this.status = response.status;
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  const progress = (index: number, loaded: number, total: number) =>
    sent[index]!.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  return Object.assign(storage, { progress });
};
