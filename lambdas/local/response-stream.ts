import { Writable } from 'node:stream';
import { type HttpPrelude, HTTP_INTEGRATION_CONTENT_TYPE } from '../shared/lambda-streaming';

export interface HttpAnswerSink {
  head(prelude: HttpPrelude): void;
  body(chunk: Buffer): void;
  end(): void;
}

const DELIMITER = Buffer.alloc(8);

/**
 * What API Gateway does with a streaming Lambda's output: with the HTTP-integration content type, the bytes up to
 * the first 8 zero bytes are the JSON prelude (status and headers) and the rest is the body, passed on as it comes.
 */
export class HttpIntegrationReader extends Writable {
  private contentType = 'application/octet-stream';
  private pending: Buffer | null = Buffer.alloc(0);

  constructor(private readonly sink: HttpAnswerSink) {
    super();
  }

  setContentType(contentType: string): void {
    this.contentType = contentType;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (this.pending === null) {
      this.sink.body(chunk);
      return callback();
    }
    if (this.contentType !== HTTP_INTEGRATION_CONTENT_TYPE) {
      this.startBody({ statusCode: 200, headers: { 'content-type': this.contentType } }, chunk);
      return callback();
    }
    const buffered = Buffer.concat([this.pending, chunk]);
    const end = buffered.indexOf(DELIMITER);
    if (end === -1) {
      this.pending = buffered;
      return callback();
    }
    try {
      this.startBody(JSON.parse(buffered.subarray(0, end).toString('utf8')) as HttpPrelude, buffered.subarray(end + DELIMITER.length));
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _final(callback: (error?: Error | null) => void): void {
    if (this.pending !== null) this.startBody({ statusCode: 200, headers: { 'content-type': this.contentType } }, this.pending);
    this.sink.end();
    callback();
  }

  private startBody(prelude: HttpPrelude, rest: Buffer) {
    this.pending = null;
    this.sink.head(prelude);
    if (rest.length) this.sink.body(rest);
  }
}
