/** Why an uploaded file could not be read; the message is shown to the user as the document's processing error. */
export class DocumentProcessingError extends Error {
  constructor(
    readonly code: 'document.binary' | 'document.invalid_encoding' | 'document.unsupported_type' | 'document.no_text',
    message: string,
  ) {
    super(message);
    this.name = 'DocumentProcessingError';
  }
}
