/**
 * An NDJSON answer the test writes as it goes. Each `send` reaches the reader at once but in pieces cut in the
 * middle of every line (in bytes, so a multi-byte character may be cut too): no piece is a whole event.
 */
export const liveNdjson = <E>() => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (opened) => {
      controller = opened;
    },
  });
  const encoder = new TextEncoder();
  let carried = new Uint8Array();
  const join = (a: Uint8Array, b: Uint8Array) => {
    const joined = new Uint8Array(a.length + b.length);
    joined.set(a);
    joined.set(b, a.length);
    return joined;
  };
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } }),
    send(...events: E[]) {
      for (const event of events) {
        const line = encoder.encode(`${JSON.stringify(event)}\n`);
        const middle = Math.floor(line.length / 2);
        controller.enqueue(join(carried, line.slice(0, middle)));
        carried = line.slice(middle);
      }
      controller.enqueue(carried);
      carried = new Uint8Array();
    },
    end: () => controller.close(),
    /** The connection drops: the reader's next read rejects, as a browser's does. */
    drop: () => controller.error(new TypeError('network error')),
  };
};

export const jsonAnswer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
