import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListDocumentsResponse, UserDocument } from '@contracts/documents';
import DocumentsRoute from '@/app/routes/documents';
import { ApiError } from '@/lib/api-client';
import { deferred, fakeApi, renderRoutes } from '../support/app';
import { spyOnToasts } from '../support/toasts';
import { MB, aDocument, aFile, aList } from './support/fixtures';
import { stubStorage } from './support/storage';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const renderDocuments = () => renderRoutes([{ path: '/documents', element: <DocumentsRoute /> }], '/documents');
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Choose File');
const chooseFileButton = () => screen.getByRole('button', { name: /Choose File|Uploading\.\.\./ });
const uploads = () => within(screen.getByRole('list', { name: 'Uploads' }));
const entry = (name: string) => uploads().getAllByTestId('upload-entry').find((item) => item.textContent?.includes(name))!;
const entryStatus = (name: string) => within(entry(name)).getByTestId('upload-status').textContent;

const uploadAnswer = (document: UserDocument) => ({
  document,
  upload: { url: `http://127.0.0.1:4568/documents/${document.id}`, method: 'PUT' as const, headers: { 'content-type': 'text/plain' }, expiresAt: new Date(Date.now() + 900_000).toISOString() },
});

/** An API that reserves each declared file as a new document and processes any of them. */
const reservingApi = (options: { refuse?: Record<string, ApiError>; listed?: ListDocumentsResponse } = {}) => {
  const documents = new Map<string, UserDocument>();
  const routes: Record<string, (body: unknown, path: string) => unknown> = {
    'GET /documents': () => options.listed ?? aList([...documents.values()]),
    'POST /documents': (body) => {
      const { name, size } = body as { name: string; size: number };
      const refusal = options.refuse?.[name];
      if (refusal) throw refusal;
      const document = aDocument({ file_name: name, file_size: size });
      documents.set(document.id, document);
      routes[`POST /documents/${document.id}/process`] = () => {
        documents.set(document.id, { ...document, processed: true });
        return { document: documents.get(document.id) };
      };
      return uploadAnswer(document);
    },
  };
  return { api: fakeApi(routes), documents };
};

const toasts = spyOnToasts();
afterEach(() => vi.unstubAllGlobals());

describe('/documents: several files at once', () => {
  it('uploads three chosen files two at a time, each with its own progress bar and result, and says so in one toast for the uploads and one for processing', async () => {
    const user = userEvent.setup();
    const answers = [deferred<Response>(), deferred<Response>(), deferred<Response>()];
    let sends = 0;
    const storage = stubStorage(() => answers[sends++]!.promise);
    const { api } = reservingApi();
    renderDocuments();
    await waitFor(() => expect(chooseFileButton()).toBeEnabled());

    await user.upload(fileInput(), [aFile('one.srt', 1000), aFile('two.srt', 2000), aFile('three.srt', 3000)]);
    await waitFor(() => expect(storage).toHaveBeenCalledTimes(2));
    expect(api.callsTo('POST', '/documents').map((call) => call.body)).toEqual([
      { name: 'one.srt', size: 1000 },
      { name: 'two.srt', size: 2000 },
    ]);
    expect(entryStatus('three.srt')).toBe('Waiting...');
    expect(chooseFileButton()).toHaveTextContent('Uploading...');
    expect(chooseFileButton()).toBeDisabled();

    storage.progress(0, 250, 1000);
    storage.progress(1, 1500, 2000);
    await waitFor(() => expect(entryStatus('one.srt')).toBe('Uploading... 25%'));
    expect(within(entry('one.srt')).getByRole('progressbar', { name: 'one.srt sent' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(entry('two.srt')).getByRole('progressbar', { name: 'two.srt sent' })).toHaveAttribute('aria-valuenow', '75');

    answers[1]!.resolve(new Response(null, { status: 200 }));
    await waitFor(() => expect(storage).toHaveBeenCalledTimes(3));
    expect(toasts.success).not.toHaveBeenCalled();
    answers[0]!.resolve(new Response(null, { status: 200 }));
    answers[2]!.resolve(new Response(null, { status: 200 }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Upload successful', '3 files have been uploaded and queued for processing'));
    await waitFor(() => expect(toasts.success).toHaveBeenLastCalledWith('Processing complete', 'Your 3 documents have been processed successfully'));
    expect(toasts.success).toHaveBeenCalledTimes(2);
    expect(toasts.failure).not.toHaveBeenCalled();
    for (const name of ['one.srt', 'two.srt', 'three.srt']) {
      expect(entryStatus(name)).toBe('Uploaded and processed');
      await waitFor(() => expect(within(screen.getByRole('listitem', { name })).getByTestId('document-status')).toHaveTextContent('Processed'));
    }
    expect(chooseFileButton()).toHaveTextContent('Choose File');
  });

  it('uploads the rest when one file breaks a rule: the refused file shows its reason, one toast names it, and no good news replaces it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubStorage();
    const { api } = reservingApi();
    renderDocuments();
    await waitFor(() => expect(chooseFileButton()).toBeEnabled());

    await user.upload(fileInput(), [aFile('one.srt'), aFile('slides.pdf', 2048, 'application/pdf'), aFile('two.txt')]);
    await waitFor(() =>
      expect(toasts.failure).toHaveBeenCalledWith(
        'Upload failed',
        '1 of 3 files could not be uploaded: slides.pdf. The other 2 have been uploaded and queued for processing.',
      ),
    );
    expect(entryStatus('slides.pdf')).toBe('Upload failed: Please upload .txt, .srt, .vtt files');
    expect(api.callsTo('POST', '/documents').map((call) => (call.body as { name: string }).name)).toEqual(['one.srt', 'two.txt']);
    await waitFor(() => expect(entryStatus('two.txt')).toBe('Uploaded and processed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(toasts.failure).toHaveBeenCalledTimes(1);
    expect(within(entry('slides.pdf')).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('checks the quota across the batch: the file that would pass 100 MB is refused before anything is sent for it', async () => {
    const user = userEvent.setup();
    const storage = stubStorage();
    const { api } = reservingApi({ listed: aList([], 95 * MB) });
    renderDocuments();
    await waitFor(() => expect(screen.getByTestId('storage-used')).toHaveTextContent('95.0 MB / 100.0 MB'));

    await user.upload(fileInput(), [aFile('a.srt', 3 * MB), aFile('b.srt', 3 * MB)]);
    await waitFor(() => expect(entryStatus('b.srt')).toBe('Upload failed: You have 2.00MB remaining'));
    expect(api.callsTo('POST', '/documents').map((call) => (call.body as { name: string }).name)).toEqual(['a.srt']);
    expect(storage).toHaveBeenCalledTimes(1);
  });

  it('offers Retry after a storage failure, which sends the file again on its own and succeeds', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const storage = stubStorage(() => (attempt++ === 0 ? Promise.reject(new TypeError('Failed to fetch')) : new Response(null, { status: 200 })));
    reservingApi();
    renderDocuments();
    await waitFor(() => expect(chooseFileButton()).toBeEnabled());

    await user.upload(fileInput(), aFile('flaky.srt'));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Upload failed', 'Failed to upload file'));
    expect(entryStatus('flaky.srt')).toBe('Upload failed: Failed to upload file');

    await user.click(uploads().getByRole('button', { name: 'Retry flaky.srt' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Upload successful', 'flaky.srt has been uploaded and queued for processing'));
    await waitFor(() => expect(entryStatus('flaky.srt')).toBe('Uploaded and processed'));
    expect(uploads().getAllByTestId('upload-entry')).toHaveLength(1);
    expect(storage).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Clear finished' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('offers no Retry when the server refuses the file for a rule', async () => {
    const user = userEvent.setup();
    stubStorage();
    reservingApi({ refuse: { 'big.srt': new ApiError(413, 'storage.quota_exceeded', 'You have 0.50MB remaining') } });
    renderDocuments();
    await waitFor(() => expect(chooseFileButton()).toBeEnabled());
    await user.upload(fileInput(), aFile('big.srt'));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Upload failed', 'You have 0.50MB remaining'));
    expect(within(entry('big.srt')).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });
});

describe('/documents: drag and drop', () => {
  const zone = () => screen.getByTestId('drop-zone');
  const filesTransfer = (files: File[]) => ({ dataTransfer: { types: ['Files'], files, dropEffect: 'none' } });

  it('highlights the box while files are dragged over it, through its children, and uploads the files dropped on it', async () => {
    stubStorage();
    const { api } = reservingApi();
    renderDocuments();
    await waitFor(() => expect(chooseFileButton()).toBeEnabled());
    const files = [aFile('dropped-1.srt'), aFile('dropped-2.vtt')];

    fireEvent.dragEnter(zone(), filesTransfer(files));
    expect(zone()).toHaveAttribute('data-dragging', 'true');
    fireEvent.dragEnter(chooseFileButton(), filesTransfer(files));
    fireEvent.dragLeave(zone(), filesTransfer(files));
    expect(zone()).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone(), filesTransfer(files));
    expect(zone()).not.toHaveAttribute('data-dragging');

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Upload successful', '2 files have been uploaded and queued for processing'));
    expect(api.callsTo('POST', '/documents').map((call) => (call.body as { name: string }).name)).toEqual(['dropped-1.srt', 'dropped-2.vtt']);
  });

  it('ignores a drag of something other than files, and a drop while storage is full', async () => {
    stubStorage();
    const { api } = reservingApi({ listed: aList([aDocument({ file_size: 100 * MB, processed: true })], 100 * MB) });
    renderDocuments();
    await waitFor(() => expect(chooseFileButton()).toBeDisabled());

    fireEvent.dragEnter(zone(), { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(zone()).not.toHaveAttribute('data-dragging');
    fireEvent.dragEnter(zone(), filesTransfer([aFile('late.srt')]));
    expect(zone()).not.toHaveAttribute('data-dragging');
    fireEvent.drop(zone(), filesTransfer([aFile('late.srt')]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo('POST', '/documents')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('keeps a file dropped beside the box from opening in place of the app', async () => {
    reservingApi();
    renderDocuments();
    await waitFor(() => expect(chooseFileButton()).toBeEnabled());
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', { value: { types: ['Files'], files: [], dropEffect: 'copy' } });
    window.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
  });
});
