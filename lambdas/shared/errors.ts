/** An error with an HTTP status and a stable `area.snake_case` code that the API answers as JSON. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Sent with the error answer (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, code = 'request.invalid') {
    super(400, code, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Authentication required') {
    super(401, 'auth.unauthorized', message);
  }
}

export class InsufficientCreditsError extends HttpError {
  constructor() {
    super(402, 'credits.insufficient', 'You need at least 1 credit to generate a script.');
  }
}

export class ForbiddenError extends HttpError {
  constructor(code: string, message: string) {
    super(403, code, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(code: string, message: string) {
    super(404, code, message);
  }
}

/** The user deleted their account: a token issued before that must not bring any of it back. */
export class AccountDeletedError extends HttpError {
  constructor() {
    super(410, 'account.deleted', 'This account has been deleted.');
  }
}

export class ConflictError extends HttpError {
  constructor(code: string, message: string) {
    super(409, code, message);
  }
}

/** Too many costly requests from one user: answered before anything is spent, with when to try again. */
export class TooManyRequestsError extends HttpError {
  constructor(retryAfterSeconds: number) {
    const wait = retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`;
    super(429, 'request.throttled', `Too many requests. Please wait ${wait} and try again.`, {
      'retry-after': String(retryAfterSeconds),
    });
  }
}
