import { SOURCE_UNREADABLE_CODE, SOURCE_UNREADABLE_MESSAGES, type SourceRefusal, sourceHttpErrorMessage } from '../../contracts/source-link';
import { HttpError } from '../../shared/errors';

/** A link the server will not or could not read: 422 `source.unreadable` with the contract's words, never a 500. */
export class SourceUnreadableError extends HttpError {
  constructor(
    readonly reason: SourceRefusal | 'httpError',
    message: string,
  ) {
    super(422, SOURCE_UNREADABLE_CODE, message);
  }
}

export const unreadable = (reason: SourceRefusal) => new SourceUnreadableError(reason, SOURCE_UNREADABLE_MESSAGES[reason]);

/** The page answered an error status that is neither a login wall nor a 404. */
export const httpErrorStatus = (status: number) => new SourceUnreadableError('httpError', sourceHttpErrorMessage(status));
