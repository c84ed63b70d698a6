import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListDocumentsResponse, UserDocument } from '@contracts/documents';
import DocumentsRoute from '@/app/routes/documents';
import { ApiError } from '@/lib/api-client';
import { deferred, fakeApi, renderRoutes } from '../support/app';
import { expectBreadcrumbFromDashboardTo } from '../support/breadcrumb';
import { spyOnToasts } from '../support/toasts';
import { MB, aDocument, aFile, aList, aVoice } from './support/fixtures';
import { stubStorage } from './support/storage';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const UPLOAD_URL = 'http://localhost:4569/documents/user-1/doc.srt?X-Amz-Signature=abc';

const renderDocuments = () => renderRoutes([{ path: '/documents', element: <DocumentsRoute /> }], '/documents');

const chooseFileButton = () => screen.getByRole('button', { name: /Choose File|Uploading\.\.\./ });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Choose File');
const row = (name: string) => screen.getByRole('listitem', { name });
const documentsCard = () => screen.getByRole('region', { name: 'Your Documents' });

const uploadAnswer = (document: UserDocument) => ({
  document,
  upload: {
    url: UPLOAD_URL,
    method: 'PUT' as const,
    headers: { 'content-length': String(document.file_size), 'x-amz-meta-owner': 'user-1' },
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  },
});

const toasts = spyOnToasts();

/** A list item's text without its buttons' (each trait has a Not me button). */
const textBesideButtons = (item: HTMLElement) => {
  const copy = item.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('button').forEach((button) => button.remove());
  return copy.textContent;
};
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/documents: the page', () => {
  it('has the title, subtitle and a breadcrumb whose home icon links to /dashboard and whose last item is plain text', async () => {
    fakeApi({ 'GET /documents': () => aList() });
    renderDocuments();
    expect(screen.getByRole('heading', { level: 1, name: 'My Documents' })).toBeInTheDocument();
    expect(screen.getByText('Upload your scripts and transcripts to personalize your content generation')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Documents | ScriptVoice'));
    expectBreadcrumbFromDashboardTo('My Documents');
  });

  it("shows the Upload Document card with the supported formats line and a 'Choose File' button over a hidden .txt/.srt/.vtt picker", async () => {
    fakeApi({ 'GET /documents': () => aList() });
    renderDocuments();
    expect(screen.getByRole('heading', { name: 'Upload Document' })).toBeInTheDocument();
    expect(screen.getByText('Supported formats: .txt, .srt, .vtt • Max 10MB per file')).toBeInTheDocument();
    await waitFor(() => expect(chooseFileButton()).toBeEnabled());
    expect(chooseFileButton()).toHaveTextContent('Choose File');
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(fileInput()).toHaveAttribute('accept', '.txt,.srt,.vtt');
    expect(fileInput()).not.toBeVisible();
  });

  it("says 'Error' / 'Failed to load documents' when the list fails", async () => {
    fakeApi({
      'GET /documents': () => {
        throw new ApiError(500, 'internal', 'Internal error');
      },
    });
    renderDocuments();
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Error', 'Failed to load documents'));
    expect(toasts.failure).toHaveBeenCalledTimes(1);
    expect(await within(documentsCard()).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/documents: Storage Usage', () => {
  it('shows used / total, a progress bar and the Total Documents and Processed counts', async () => {
    const documents = [aDocument({ processed: true }), aDocument({ processed: true }), aDocument({ processing_error: 'Not text' })];
    fakeApi({ 'GET /documents': () => aList(documents, 25 * MB + 512 * 1024) });
    renderDocuments();
    await waitFor(() => expect(screen.getByTestId('storage-used')).toHaveTextContent('25.5 MB / 100.0 MB'));
    const bar = screen.getByRole('progressbar', { name: 'Storage used' });
    expect(bar).toHaveAttribute('aria-valuenow', '26');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    const count = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(count('Total Documents')).toHaveTextContent('3');
    expect(count('Processed')).toHaveTextContent('2');
  });

  it('shows 0 B / 100.0 MB with no documents', async () => {
    fakeApi({ 'GET /documents': () => aList() });
    renderDocuments();
    await waitFor(() => expect(screen.getByTestId('storage-used')).toHaveTextContent('0 B / 100.0 MB'));
    expect(screen.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute('aria-valuenow', '0');
  });
});

describe('/documents: Your Documents', () => {
  it("reads 'No documents uploaded yet' with the empty state 'Upload your first document to get started'", async () => {
    fakeApi({ 'GET /documents': () => aList() });
    renderDocuments();
    expect(await screen.findByTestId('documents-count')).toHaveTextContent(/^No documents uploaded yet$/);
    expect(screen.getByText('Upload your first document to get started')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Documents' })).not.toBeInTheDocument();
  });

  it.each([1, 3])("reads '%i document(s)' word for word and lists each one", async (count) => {
    const documents = Array.from({ length: count }, () => aDocument());
    fakeApi({ 'GET /documents': () => aList(documents) });
    renderDocuments();
    await waitFor(() => expect(screen.getByTestId('documents-count').textContent).toBe(`${count} document(s)`));
    expect(within(screen.getByRole('list', { name: 'Documents' })).getAllByRole('listitem')).toHaveLength(count);
    expect(screen.queryByText('Upload your first document to get started')).not.toBeInTheDocument();
  });

  it('shows each row with its file name, size, relative upload time, status or Process button, and a delete button', async () => {
    const processed = aDocument({ file_name: 'intro.srt', file_size: 512, processed: true });
    const failed = aDocument({ file_name: 'notes.txt', file_size: 1536, processing_error: 'The file is not text' });
    const waiting = aDocument({ file_name: 'talk.vtt', file_size: 2 * MB, upload_date: new Date(Date.now() - 3 * 3_600_000).toISOString() });
    fakeApi({ 'GET /documents': () => aList([processed, failed, waiting]) });
    renderDocuments();

    const first = await waitFor(() => row('intro.srt'));
    expect(within(first).getByText('512 B')).toBeInTheDocument();
    expect(within(first).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(first).getByTestId('document-status')).toHaveTextContent('Processed');
    expect(within(first).getByRole('button', { name: 'Delete intro.srt' })).toBeInTheDocument();

    const second = row('notes.txt');
    expect(within(second).getByText('1.5 KB')).toBeInTheDocument();
    expect(within(second).getByTestId('document-status')).toHaveTextContent('Failed');
    expect(within(second).getByText('The file is not text')).toBeInTheDocument();

    const third = row('talk.vtt');
    expect(within(third).getByText('2.0 MB')).toBeInTheDocument();
    expect(within(third).getByText('about 3 hours ago')).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'Process talk.vtt' })).toBeEnabled();
  });

  it("Process shows 'Processing' with a spinner, then 'Processing complete' and the list reloads", async () => {
    const user = userEvent.setup();
    const document = aDocument({ file_name: 'talk.vtt' });
    const processing = deferred<unknown>();
    let list: ListDocumentsResponse = aList([document]);
    const api = fakeApi({
      'GET /documents': () => list,
      [`POST /documents/${document.id}/process`]: () => processing.promise,
    });
    const { queryClient } = renderDocuments();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: 'Process talk.vtt' }));

    expect(within(row('talk.vtt')).getByTestId('document-status')).toHaveTextContent('Processing');
    expect(within(row('talk.vtt')).getByTestId('processing-spinner')).toBeInTheDocument();
    expect(api.callsTo('GET', '/documents')).toHaveLength(1);

    list = aList([{ ...document, processed: true }], document.file_size, aVoice());
    processing.resolve({ document: { ...document, processed: true } });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Processing complete', 'Your document has been processed successfully'));
    await waitFor(() => expect(within(row('talk.vtt')).getByTestId('document-status')).toHaveTextContent('Processed'));
    expect(api.callsTo('GET', '/documents')).toHaveLength(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });
  });

  it.each([
    ['a 200 whose document carries processing_error', () => ({ document: { ...aDocument({ id: 'doc-1' }), processing_error: 'The file is not UTF-8 text' } }), 'The file is not UTF-8 text'],
    [
      'an API error',
      () => {
        throw new ApiError(409, 'document.not_uploaded', 'The file has not arrived yet');
      },
      'The file has not arrived yet',
    ],
    [
      'an error without a message',
      () => {
        throw new ApiError(502, 'http.error', 'Request failed (502)');
      },
      'Failed to process document',
    ],
  ])("says 'Processing failed' after %s", async (_, answer, message) => {
    const user = userEvent.setup();
    const document = aDocument({ id: 'doc-1', file_name: 'talk.vtt' });
    fakeApi({ 'GET /documents': () => aList([document]), 'POST /documents/doc-1/process': answer });
    renderDocuments();
    await user.click(await screen.findByRole('button', { name: 'Process talk.vtt' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Processing failed', message));
    expect(toasts.success).not.toHaveBeenCalled();
  });
});

describe('/documents: the upload rules run in the browser first', () => {
  it.each([
    ['a file over 10MB', aFile('long.srt', 10 * MB + 1), 0, 'File too large', 'Maximum file size is 10MB'],
    ['a file over the quota', aFile('talk.srt', 6 * MB), 95 * MB, 'Storage quota exceeded', 'You have 5.00MB remaining'],
    ['a file over the quota, with an odd remainder', aFile('talk.srt', 2 * MB), 99 * MB - 10_486, 'Storage quota exceeded', 'You have 1.01MB remaining'],
    ['a .pdf', aFile('script.pdf', 2048, 'application/pdf'), 0, 'Unsupported file type', 'Please upload .txt, .srt, .vtt files'],
    ['a .docx', aFile('script.docx', 2048), 0, 'Unsupported file type', 'Please upload .txt, .srt, .vtt files'],
  ])("refuses %s with its toast and sends nothing", async (_, file, usedBytes, title, message) => {
    const user = userEvent.setup({ applyAccept: false });
    const storage = stubStorage();
    const api = fakeApi({ 'GET /documents': () => aList([], usedBytes) });
    renderDocuments();
    await waitFor(() => expect(screen.getByTestId('storage-used')).not.toHaveTextContent('–'));
    await user.upload(fileInput(), file);
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith(title, message));
    expect(api.callsTo('POST', '/documents')).toHaveLength(0);
    expect(storage).not.toHaveBeenCalled();
    expect(chooseFileButton()).toHaveTextContent('Choose File');
  });

  it('accepts upper-case extensions', async () => {
    const user = userEvent.setup();
    stubStorage();
    const document = aDocument({ file_name: 'TALK.SRT' });
    const api = fakeApi({
      'GET /documents': () => aList(),
      'POST /documents': () => uploadAnswer(document),
      [`POST /documents/${document.id}/process`]: () => ({ document: { ...document, processed: true } }),
    });
    renderDocuments();
    await waitFor(() => expect(screen.getByTestId('storage-used')).toHaveTextContent('0 B'));
    await user.upload(fileInput(), aFile('TALK.SRT', 2048));
    await waitFor(() => expect(api.callsTo('POST', '/documents')).toHaveLength(1));
    expect(toasts.failure).not.toHaveBeenCalled();
  });
});

describe('/documents: uploading', () => {
  it("reads 'Uploading...' with a spinner and is disabled while uploading, then sends the file to storage, toasts, and processes it", async () => {
    const user = userEvent.setup();
    const document = aDocument({ file_name: 'episode.srt', file_size: 2048 });
    const posted = deferred<unknown>();
    const stored = deferred<Response>();
    const processed = deferred<unknown>();
    const storage = stubStorage(() => stored.promise);
    let list = aList();
    const api = fakeApi({
      'GET /documents': () => list,
      'POST /documents': () => posted.promise,
      [`POST /documents/${document.id}/process`]: () => processed.promise,
    });
    const { queryClient } = renderDocuments();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(chooseFileButton()).toBeEnabled());

    const file = aFile('episode.srt', 2048);
    await user.upload(fileInput(), file);
    await waitFor(() => expect(chooseFileButton()).toHaveTextContent('Uploading...'));
    expect(chooseFileButton()).toBeDisabled();
    expect(screen.getByTestId('uploading-spinner')).toHaveClass('animate-spin');
    expect(api.callsTo('POST', '/documents')[0]!.body).toEqual({ name: 'episode.srt', size: 2048 });

    posted.resolve(uploadAnswer(document));
    await waitFor(() => expect(storage).toHaveBeenCalledOnce());
    const [url, init] = storage.mock.calls[0]!;
    expect(url).toBe(UPLOAD_URL);
    expect(init.method).toBe('PUT');
    expect(init.headers).toEqual({ 'content-length': '2048', 'x-amz-meta-owner': 'user-1' });
    expect(init.body).toBe(file);
    expect(chooseFileButton()).toHaveTextContent('Uploading...');
    expect(toasts.success).not.toHaveBeenCalled();

    stored.resolve(new Response(null, { status: 200 }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Upload successful', 'episode.srt has been uploaded and queued for processing'));
    await waitFor(() => expect(chooseFileButton()).toHaveTextContent('Choose File'));
    expect(chooseFileButton()).toBeEnabled();
    expect(api.callsTo('POST', `/documents/${document.id}/process`)).toHaveLength(1);
    expect(within(row('episode.srt')).getByTestId('document-status')).toHaveTextContent('Processing');
    expect(screen.getByTestId('documents-count')).toHaveTextContent('1 document(s)');
    expect(screen.getByTestId('storage-used')).toHaveTextContent('2.0 KB / 100.0 MB');

    list = aList([{ ...document, processed: true }], 2048, aVoice());
    processed.resolve({ document: { ...document, processed: true } });
    await waitFor(() => expect(toasts.success).toHaveBeenLastCalledWith('Processing complete', 'Your document has been processed successfully'));
    await waitFor(() => expect(within(row('episode.srt')).getByTestId('document-status')).toHaveTextContent('Processed'));
    expect(screen.getByTestId('speaking-rate')).toHaveTextContent('164 words per minute');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });
    expect(toasts.failure).not.toHaveBeenCalled();
  });

  it('sends the declared type when the browser knows it', async () => {
    const user = userEvent.setup();
    stubStorage();
    const document = aDocument({ file_name: 'notes.txt' });
    const api = fakeApi({
      'GET /documents': () => aList(),
      'POST /documents': () => uploadAnswer(document),
      [`POST /documents/${document.id}/process`]: () => ({ document: { ...document, processed: true } }),
    });
    renderDocuments();
    await waitFor(() => expect(chooseFileButton()).toBeEnabled());
    await user.upload(fileInput(), aFile('notes.txt', 300));
    await waitFor(() => expect(api.callsTo('POST', '/documents')).toHaveLength(1));
    expect(api.callsTo('POST', '/documents')[0]!.body).toEqual({ name: 'notes.txt', size: 300, type: 'text/plain' });
  });

  it("says 'Upload failed' with the server's message when the API refuses the upload", async () => {
    const user = userEvent.setup();
    const storage = stubStorage();
    fakeApi({
      'GET /documents': () => aList(),
      'POST /documents': () => {
        throw new ApiError(413, 'storage.quota_exceeded', 'You have 0.50MB remaining');
      },
    });
    renderDocuments();
    await waitFor(() => expect(chooseFileButton()).toBeEnabled());
    await user.upload(fileInput(), aFile('talk.srt'));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Upload failed', 'You have 0.50MB remaining'));
    expect(storage).not.toHaveBeenCalled();
    expect(toasts.success).not.toHaveBeenCalled();
    expect(chooseFileButton()).toBeEnabled();
  });

  it.each([
    ['refuses the file', () => new Response('<Error/>', { status: 403 })],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("says 'Upload failed' / 'Failed to upload file' when storage %s, and does not process", async (_, answer) => {
    const user = userEvent.setup();
    stubStorage(answer);
    const document = aDocument();
    const api = fakeApi({ 'GET /documents': () => aList(), 'POST /documents': () => uploadAnswer(document) });
    renderDocuments();
    await waitFor(() => expect(chooseFileButton()).toBeEnabled());
    await user.upload(fileInput(), aFile('talk.srt'));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Upload failed', 'Failed to upload file'));
    expect(api.callsTo('POST', `/documents/${document.id}/process`)).toHaveLength(0);
    await waitFor(() => expect(api.callsTo('GET', '/documents')).toHaveLength(2));
  });

  it('disables the button when storage is 100% or more', async () => {
    fakeApi({ 'GET /documents': () => aList([aDocument({ file_size: 100 * MB, processed: true })], 100 * MB) });
    renderDocuments();
    await waitFor(() => expect(screen.getByTestId('storage-used')).toHaveTextContent('100.0 MB / 100.0 MB'));
    expect(chooseFileButton()).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('keeps the button enabled just under 100%', async () => {
    fakeApi({ 'GET /documents': () => aList([], 100 * MB - 1) });
    renderDocuments();
    await waitFor(() => expect(screen.getByTestId('storage-used')).toHaveTextContent('100.0 MB / 100.0 MB'));
    expect(chooseFileButton()).toBeEnabled();
  });
});

describe('/documents: delete', () => {
  it("asks 'Delete {file name}?' first; Cancel keeps the document", async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /documents': () => aList([aDocument({ file_name: 'talk.vtt' })]) });
    renderDocuments();
    await user.click(await screen.findByRole('button', { name: 'Delete talk.vtt' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete talk.vtt?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter(({ method }) => method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Delete talk.vtt' })).toHaveFocus();
  });

  it("deletes on confirmation: 'Document deleted' / '{file} has been removed', the list empties and storage returns to 0 B", async () => {
    const user = userEvent.setup();
    const document = aDocument({ file_name: 'talk.vtt', file_size: 4096, processed: true });
    let list = aList([document], 4096, aVoice());
    const api = fakeApi({
      'GET /documents': () => list,
      [`DELETE /documents/${document.id}`]: () => undefined,
    });
    const { queryClient } = renderDocuments();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: 'Delete talk.vtt' }));
    list = aList();
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete talk.vtt?' })).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Document deleted', 'talk.vtt has been removed'));
    expect(api.calls.filter(({ method }) => method === 'DELETE').map(({ path }) => path)).toEqual([`/documents/${document.id}`]);
    await waitFor(() => expect(screen.getByTestId('documents-count')).toHaveTextContent('No documents uploaded yet'));
    expect(screen.getByTestId('storage-used')).toHaveTextContent('0 B / 100.0 MB');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });
  });

  it("says 'Delete failed' / 'Failed to delete document' when the delete fails", async () => {
    const user = userEvent.setup();
    const document = aDocument({ file_name: 'talk.vtt' });
    fakeApi({
      'GET /documents': () => aList([document]),
      [`DELETE /documents/${document.id}`]: () => {
        throw new ApiError(500, 'internal', 'Internal error');
      },
    });
    renderDocuments();
    await user.click(await screen.findByRole('button', { name: 'Delete talk.vtt' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Delete failed', 'Failed to delete document'));
    expect(row('talk.vtt')).toBeInTheDocument();
  });
});

describe("/documents: 'Your voice'", () => {
  it('explains what it will show before any document is processed', async () => {
    fakeApi({ 'GET /documents': () => aList() });
    renderDocuments();
    const panel = screen.getByRole('region', { name: 'Your voice' });
    expect(await within(panel).findByText(/Once a document is processed, this panel shows/)).toBeInTheDocument();
    expect(within(panel).queryByTestId('speaking-rate')).not.toBeInTheDocument();
  });

  it('shows the measured rate, typical sentence length, openers, sign-offs and signature phrases with the documents they recur in', async () => {
    fakeApi({ 'GET /documents': () => aList([aDocument({ processed: true })], 1536, aVoice()) });
    renderDocuments();
    const panel = screen.getByRole('region', { name: 'Your voice' });
    expect(await within(panel).findByTestId('speaking-rate')).toHaveTextContent('164 words per minute');
    expect(within(panel).getByText('measured from your captions')).toBeInTheDocument();
    expect(within(panel).getByText('About 11 words')).toBeInTheDocument();
    expect(within(panel).getByText('Most run 7–16 words')).toBeInTheDocument();
    const items = (name: string) => within(within(panel).getByRole('list', { name })).getAllByRole('listitem').map(textBesideButtons);
    expect(items('Openers')).toEqual(['“Hey everyone” in 2 of 2 documents', '“So today” in 2 of 2 documents']);
    expect(items('Sign-offs')).toEqual(['“See you next time” in 2 of 2 documents']);
    expect(items('Signature phrases')).toEqual(['“here is the thing” in 2 of 2 documents', '“let us dig in” in 2 of 2 documents']);
    expect(within(panel).getByText('Learned from 2 document(s) · 4,210 words')).toBeInTheDocument();
  });

  it('asks for timed captions when no rate could be measured', async () => {
    fakeApi({ 'GET /documents': () => aList([aDocument({ processed: true })], 1536, aVoice({ wordsPerMinute: null, openers: [] })) });
    renderDocuments();
    const panel = screen.getByRole('region', { name: 'Your voice' });
    expect(await within(panel).findByText('Upload timed captions (.srt or .vtt) to measure your speaking rate')).toBeInTheDocument();
    expect(within(panel).queryByTestId('speaking-rate')).not.toBeInTheDocument();
    expect(within(panel).getByText('None recur across your documents yet')).toBeInTheDocument();
  });

  it('says in how many of the documents each trait was seen', async () => {
    const voice = aVoice({ documents: 5, openers: [{ text: 'Hey everyone', documents: 3 }], signOffs: [{ text: 'Catch you next week', documents: 5 }] });
    fakeApi({ 'GET /documents': () => aList([aDocument({ processed: true })], 1536, voice) });
    renderDocuments();
    const panel = screen.getByRole('region', { name: 'Your voice' });
    const openers = await within(panel).findByRole('list', { name: 'Openers' });
    expect(within(openers).getByRole('listitem')).toHaveTextContent('“Hey everyone” in 3 of 5 documents');
    expect(within(within(panel).getByRole('list', { name: 'Sign-offs' })).getByRole('listitem')).toHaveTextContent('“Catch you next week” in 5 of 5 documents');
  });

  it('shows the fillers, hype words, questions and exclamations the scripts imitate, and that a rare one is rare', async () => {
    const voice = aVoice({ fillerWords: ['yeah', 'I mean'], hypeWords: ['huge', 'wild'], questionRate: 1 / 6, exclamationRate: 0.01 });
    fakeApi({ 'GET /documents': () => aList([aDocument({ processed: true })], 1536, voice) });
    renderDocuments();
    const panel = screen.getByRole('region', { name: 'Your voice' });
    await within(panel).findByRole('list', { name: 'Habits' });
    const items = (name: string) => within(within(panel).getByRole('list', { name })).getAllByRole('listitem').map(textBesideButtons);
    expect(items('Fillers you use')).toEqual(['“yeah”', '“I mean”']);
    expect(items('Hype words you use')).toEqual(['“huge”', '“wild”']);
    expect(items('Habits')).toEqual(['About 1 sentence in 6 is a question', 'Exclamations are rare']);
  });

  it('shows no habits when nothing was measured', async () => {
    const voice = aVoice({ fillerWords: [], hypeWords: [], questionRate: null, exclamationRate: null });
    fakeApi({ 'GET /documents': () => aList([aDocument({ processed: true })], 1536, voice) });
    renderDocuments();
    const panel = screen.getByRole('region', { name: 'Your voice' });
    expect(await within(panel).findByTestId('speaking-rate')).toBeInTheDocument();
    expect(within(panel).queryByRole('list', { name: 'Habits' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('list', { name: 'Fillers you use' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('list', { name: 'Hype words you use' })).not.toBeInTheDocument();
  });

  it('explains that traits appear once two documents share them while only one is processed', async () => {
    const voice = aVoice({ documents: 1, openers: [], signOffs: [], signaturePhrases: [] });
    fakeApi({ 'GET /documents': () => aList([aDocument({ processed: true })], 1536, voice) });
    renderDocuments();
    const panel = screen.getByRole('region', { name: 'Your voice' });
    expect(await within(panel).findAllByText('Shown once two or more of your documents share one')).toHaveLength(3);
    expect(within(panel).queryByRole('list', { name: 'Openers' })).not.toBeInTheDocument();
  });
});
