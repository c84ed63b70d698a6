import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDocument } from '@contracts/documents';
import DocumentsRoute from '@/app/routes/documents';
import { ApiError } from '@/lib/api-client';
import { deferred, fakeApi, renderRoutes } from '../support/app';
import { spyOnToasts } from '../support/toasts';
import { MB, aDocument, aList } from './support/fixtures';
import { stubStorage } from './support/storage';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const renderDocuments = () => renderRoutes([{ path: '/documents', element: <DocumentsRoute /> }], '/documents');
const pasteDialog = () => screen.getByRole('dialog', { name: 'Paste text' });

const uploadAnswer = (document: UserDocument) => ({
  document,
  upload: { url: 'http://127.0.0.1:4568/documents/x', method: 'PUT' as const, headers: { 'content-type': 'text/plain' }, expiresAt: new Date().toISOString() },
});

const toasts = spyOnToasts();
afterEach(() => vi.unstubAllGlobals());

describe('/documents: Paste text', () => {
  const openPaste = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Paste text' }));
    return pasteDialog();
  };

  it('stores a name and the text as name.txt through the same upload path, its size in UTF-8 bytes, then closes and processes it', async () => {
    const user = userEvent.setup();
    const storage = stubStorage();
    const text = 'Hey hey, it’s Maya!\nToday: lemon pasta 🍋';
    const bytes = new TextEncoder().encode(text).length;
    const document = aDocument({ file_name: 'Lemon pasta.txt', file_size: bytes });
    const api = fakeApi({
      'GET /documents': () => aList(),
      'POST /documents': () => uploadAnswer(document),
      [`POST /documents/${document.id}/process`]: () => ({ document: { ...document, processed: true } }),
    });
    renderDocuments();
    const dialog = await openPaste(user);
    await user.type(within(dialog).getByLabelText('Name'), '  Lemon pasta ');
    await user.click(within(dialog).getByLabelText('Text'));
    await user.paste(text);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Upload successful', 'Lemon pasta.txt has been uploaded and queued for processing'));
    expect(api.callsTo('POST', '/documents')[0]!.body).toEqual({ name: 'Lemon pasta.txt', size: bytes, type: 'text/plain' });
    const sent = storage.mock.calls[0]![1].body as File;
    expect(sent.name).toBe('Lemon pasta.txt');
    expect(await sent.text()).toBe(text);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toasts.success).toHaveBeenLastCalledWith('Processing complete', 'Your document has been processed successfully'));
  });

  it('keeps a name that already ends in .txt as it is', async () => {
    const user = userEvent.setup();
    stubStorage();
    const document = aDocument({ file_name: 'notes.TXT' });
    const api = fakeApi({
      'GET /documents': () => aList(),
      'POST /documents': () => uploadAnswer(document),
      [`POST /documents/${document.id}/process`]: () => ({ document: { ...document, processed: true } }),
    });
    renderDocuments();
    const dialog = await openPaste(user);
    await user.type(within(dialog).getByLabelText('Name'), 'notes.TXT');
    await user.type(within(dialog).getByLabelText('Text'), 'Some words.');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.callsTo('POST', '/documents')).toHaveLength(1));
    expect(api.callsTo('POST', '/documents')[0]!.body).toMatchObject({ name: 'notes.TXT' });
  });

  it("asks for a name and some text: 'Validation Error' with the first message, the fields marked, nothing sent", async () => {
    const user = userEvent.setup();
    const storage = stubStorage();
    const api = fakeApi({ 'GET /documents': () => aList() });
    renderDocuments();
    const dialog = await openPaste(user);
    await user.type(within(dialog).getByLabelText('Text'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Validation Error', 'Name is required'));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Text is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/documents')).toHaveLength(0);
    expect(storage).not.toHaveBeenCalled();
  });

  it('refuses a name whose file name would pass 255 characters, with the upload rule’s message', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /documents': () => aList() });
    renderDocuments();
    const dialog = await openPaste(user);
    await user.click(within(dialog).getByLabelText('Name'));
    await user.paste('n'.repeat(252));
    await user.type(within(dialog).getByLabelText('Text'), 'Words.');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Validation Error', 'File name must be less than 255 characters'));
  });

  it("keeps the dialog open with the text as it was when the upload fails, and says 'Upload failed' with the server's message", async () => {
    const user = userEvent.setup();
    stubStorage();
    fakeApi({
      'GET /documents': () => aList(),
      'POST /documents': () => {
        throw new ApiError(413, 'storage.quota_exceeded', 'You have 0.01MB remaining');
      },
    });
    renderDocuments();
    const dialog = await openPaste(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Episode 12');
    await user.type(within(dialog).getByLabelText('Text'), 'A long script I do not want to lose.');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Upload failed', 'You have 0.01MB remaining'));
    expect(pasteDialog()).toBeInTheDocument();
    expect(within(pasteDialog()).getByLabelText('Text')).toHaveValue('A long script I do not want to lose.');
    expect(within(pasteDialog()).getByLabelText('Name')).toHaveValue('Episode 12');
    expect(within(pasteDialog()).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it("refuses text over 10MB with the spec's 'File too large' before sending anything, and keeps it", async () => {
    const user = userEvent.setup();
    const storage = stubStorage();
    const api = fakeApi({ 'GET /documents': () => aList() });
    renderDocuments();
    const dialog = await openPaste(user);
    await user.type(within(dialog).getByLabelText('Name'), 'huge');
    const text = within(dialog).getByLabelText<HTMLTextAreaElement>('Text');
    await user.click(text);
    await user.paste('é'.repeat(5 * MB + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('File too large', 'Maximum file size is 10MB'));
    expect(api.callsTo('POST', '/documents')).toHaveLength(0);
    expect(storage).not.toHaveBeenCalled();
    expect(within(pasteDialog()).getByLabelText<HTMLTextAreaElement>('Text').value).toHaveLength(5 * MB + 1);
  });
});

describe('/documents: Open', () => {
  const row = (name: string) => screen.getByRole('listitem', { name });

  it('shows the text read-only in a dialog titled with the file name, loaded only when opened', async () => {
    const user = userEvent.setup();
    const document = aDocument({ file_name: 'talk.srt', processed: true });
    const text = '1\n00:00:00,000 --> 00:00:02,000\nHey everyone!\n';
    const api = fakeApi({
      'GET /documents': () => aList([document]),
      [`GET /documents/${document.id}/text`]: () => ({ document, text, characters: text.length, truncated: false }),
    });
    renderDocuments();
    const open = await screen.findByRole('button', { name: 'Open talk.srt' });
    expect(api.callsTo('GET', `/documents/${document.id}/text`)).toHaveLength(0);
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'talk.srt' });
    const shown = await within(dialog).findByLabelText('Text of talk.srt');
    expect(shown.textContent).toBe(text);
    expect(shown.tagName).toBe('PRE');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('truncated-note')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(row('talk.srt')).toBeInTheDocument();
  });

  it('shows the first part of a long document with a note giving both lengths', async () => {
    const user = userEvent.setup();
    const document = aDocument({ file_name: 'long.txt', file_size: 10 * MB });
    fakeApi({
      'GET /documents': () => aList([document]),
      [`GET /documents/${document.id}/text`]: () => ({ document, text: 'x'.repeat(100_000), characters: 10_485_000, truncated: true }),
    });
    renderDocuments();
    await user.click(await screen.findByRole('button', { name: 'Open long.txt' }));
    const note = await screen.findByTestId('truncated-note');
    expect(note).toHaveTextContent('Showing the first 100,000 of 10,485,000 characters. Download the file to read all of it.');
  });

  it.each([
    ['the server says why', () => new ApiError(422, 'document.binary', 'This file is not text: it looks like a binary file'), 'This file is not text: it looks like a binary file'],
    ['the request fails', () => new ApiError(502, 'http.error', 'Request failed (502)'), 'Failed to open document'],
  ])("says 'Open failed' in a toast and in the dialog when %s", async (_, error, message) => {
    const user = userEvent.setup();
    const document = aDocument({ file_name: 'photo.txt' });
    fakeApi({
      'GET /documents': () => aList([document]),
      [`GET /documents/${document.id}/text`]: () => {
        throw error();
      },
    });
    renderDocuments();
    await user.click(await screen.findByRole('button', { name: 'Open photo.txt' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Open failed', message));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(message);
    expect(toasts.failure).toHaveBeenCalledTimes(1);
  });
});

describe('/documents: Download', () => {
  /** The browser's side of saving: the blob made into a link, and the link clicked with its file name. */
  const watchSaving = () => {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.stubGlobal('URL', Object.assign(Object.create(URL) as typeof URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
    });
    return saved;
  };

  it("fetches the file as uploaded and saves it under its own name: 'Downloaded!'", async () => {
    const user = userEvent.setup();
    const document = aDocument({ file_name: 'Épisode "1".srt' });
    const link = 'http://127.0.0.1:4568/documents/user-1/doc?X-Amz-Signature=abc';
    const storage = vi.fn(async () => new Response('1\n00:00:00,000 --> 00:00:01,000\nSalut\n', { status: 200 }));
    vi.stubGlobal('fetch', storage);
    const saved = watchSaving();
    fakeApi({
      'GET /documents': () => aList([document]),
      [`GET /documents/${document.id}`]: () => ({ document, download: { url: link, expiresAt: new Date().toISOString() } }),
    });
    renderDocuments();
    await user.click(await screen.findByRole('button', { name: 'Download Épisode "1".srt' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Downloaded!', 'Épisode "1".srt has been downloaded'));
    expect(storage).toHaveBeenCalledWith(link);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('Épisode "1".srt');
    expect(await saved[0]!.blob.text()).toBe('1\n00:00:00,000 --> 00:00:01,000\nSalut\n');
  });

  it('downloads from the Open dialog too', async () => {
    const user = userEvent.setup();
    const document = aDocument({ file_name: 'talk.txt' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Hello', { status: 200 })));
    const saved = watchSaving();
    const answered = deferred<unknown>();
    fakeApi({
      'GET /documents': () => aList([document]),
      [`GET /documents/${document.id}/text`]: () => ({ document, text: 'Hello', characters: 5, truncated: false }),
      [`GET /documents/${document.id}`]: () => answered.promise,
    });
    renderDocuments();
    await user.click(await screen.findByRole('button', { name: 'Open talk.txt' }));
    const dialog = screen.getByRole('dialog', { name: 'talk.txt' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeDisabled();
    answered.resolve({ document, download: { url: 'http://127.0.0.1:4568/x', expiresAt: new Date().toISOString() } });
    await waitFor(() => expect(saved.map(({ name }) => name)).toEqual(['talk.txt']));
  });

  it.each([
    ['the API refuses', () => Promise.reject(new ApiError(409, 'document.not_uploaded', 'The file has not finished uploading. Please try again.')), () => new Response(''), 'The file has not finished uploading. Please try again.'],
    ['storage refuses the link', () => null, () => new Response('<Error/>', { status: 403 }), 'Failed to download document'],
    ['storage cannot be reached', () => null, () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to download document'],
  ])("says 'Download failed' when %s, saves nothing and stays on the page", async (_, api, file, message) => {
    const user = userEvent.setup();
    const document = aDocument({ file_name: 'talk.txt' });
    vi.stubGlobal('fetch', vi.fn(file));
    const saved = watchSaving();
    fakeApi({
      'GET /documents': () => aList([document]),
      [`GET /documents/${document.id}`]: () => api() ?? { document, download: { url: 'http://127.0.0.1:4568/x', expiresAt: new Date().toISOString() } },
    });
    renderDocuments();
    await user.click(await screen.findByRole('button', { name: 'Download talk.txt' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Download failed', message));
    expect(saved).toEqual([]);
    expect(screen.getByRole('listitem', { name: 'talk.txt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download talk.txt' })).toBeEnabled();
  });
});
