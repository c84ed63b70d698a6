import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router-dom';
import ScriptRoute from '@/app/routes/script';
import { SiteLayout } from '@/components/layout/site-layout';
import { ApiError } from '@/lib/api-client';
import { deferred, fakeApi, renderRoutes } from '../support/app';
import { spyOnToasts } from '../support/toasts';
import { aScript, SCRIPT_ID } from './support/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const BODY = '# Hook\n\nEver lost a tomato plant to **overgrowth**?\n\n## Pruning\n\n- Pinch the suckers\n- Keep [one leader](https://example.com/leader)\n';

const renderScript = (id = SCRIPT_ID) =>
  renderRoutes(
    [
      { path: '/script/:id', element: <ScriptRoute /> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/generate', element: <h1>Generate page</h1> },
      { path: '/', element: <h1>Landing page</h1> },
    ],
    `/script/${id}`,
  );

/** BODY as Copy and Download give it: plain lines, no markup. */
const PLAIN = 'Hook\n\nEver lost a tomato plant to overgrowth?\n\nPruning\n\n- Pinch the suckers\n- Keep one leader (https://example.com/leader)';

const apiWith = (script = aScript(), body = BODY) => fakeApi({ [`GET /scripts/${script.id}`]: () => ({ script, body }) });

const toasts = spyOnToasts();

describe('/script/{id}: showing a script', () => {
  it('shows a named spinner while loading', () => {
    fakeApi({ [`GET /scripts/${SCRIPT_ID}`]: () => new Promise(() => undefined) });
    renderScript();
    expect(screen.getByRole('status', { name: 'Loading script' })).toBeInTheDocument();
  });

  it('shows the topic as heading and title, the badges, the created time, details, length and voice match', async () => {
    apiWith();
    renderScript();
    expect(await screen.findByRole('heading', { level: 1, name: 'How to prune tomatoes' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('How to prune tomatoes | ScriptVoice'));
    const badges = screen.getByRole('list', { name: 'Script settings' });
    expect(within(badges).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['YouTube', '3 minutes', 'Educational']);
    expect(screen.getByText('Created 5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('For balcony gardeners')).toBeInTheDocument();
    expect(screen.getByTestId('script-length')).toHaveTextContent('412 words · about 2:45');
    expect(screen.getByText('Voice match 87%')).toHaveAccessibleDescription(
      'Voice match is the chance that this script reads as you rather than as another speaker, judged from the patterns of your uploaded transcripts: rewrite lines the way you would say them, or upload more transcripts, to raise it.',
    );
  });

  it('renders the body as markdown, headings below the topic', async () => {
    apiWith();
    renderScript();
    const body = await screen.findByTestId('script-body');
    expect(within(body).getByRole('heading', { level: 2, name: 'Hook' })).toBeInTheDocument();
    expect(within(body).getByRole('heading', { level: 3, name: 'Pruning' })).toBeInTheDocument();
    expect(within(body).getAllByRole('listitem')).toHaveLength(2);
    expect(within(body).getByRole('link', { name: 'one leader' })).toHaveAttribute('href', 'https://example.com/leader');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says when the script was drafted offline, and not otherwise', async () => {
    apiWith(aScript({ writer: 'local' }));
    const offline = renderScript();
    expect(await screen.findByRole('note')).toHaveTextContent(/drafted offline, without a language model/i);
    offline.unmount();

    apiWith(aScript({ writer: 'bedrock' }));
    renderScript();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('leaves out the voice match while there is none, and details when empty', async () => {
    apiWith(aScript({ voice_match: null, details: null, word_count: 1, estimated_seconds: 30 }));
    renderScript();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Voice match/)).not.toBeInTheDocument();
    expect(screen.queryByText(/reads as you rather than/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Details' })).not.toBeInTheDocument();
    expect(screen.getByTestId('script-length')).toHaveTextContent('1 word · about 0:30');
  });

  it("sits under one header that links to /dashboard and /generate and has the one Logout, beside a 'Generate Another Script' link", async () => {
    apiWith();
    const onLogout = vi.fn();
    renderRoutes(
      [
        {
          element: (
            <SiteLayout signedIn onLogout={onLogout}>
              <Outlet />
            </SiteLayout>
          ),
          children: [{ path: '/script/:id', element: <ScriptRoute /> }],
        },
      ],
      `/script/${SCRIPT_ID}`,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual(['Main', 'Legal']);
    const header = screen.getByRole('navigation', { name: 'Main' });
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(header).getByRole('link', { name: 'Generate' })).toHaveAttribute('href', '/generate');
    expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Generate Another Script' })).toHaveAttribute('href', '/generate');
    await userEvent.click(within(header).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});

describe('/script/{id}: copy and download', () => {
  it("copies the script as plain text (headings as plain lines, no markup): 'Copying...' and disabled while working, then 'Copied!'", async () => {
    const user = userEvent.setup();
    const write = deferred<void>();
    const writeText = vi.fn(() => write.promise);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    apiWith();
    renderScript();
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    const working = screen.getByRole('button', { name: 'Copying...' });
    expect(working).toBeDisabled();
    expect(writeText).toHaveBeenCalledWith(PLAIN);
    write.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled());
    expect(toasts.success).toHaveBeenCalledWith('Copied!', 'Script copied to clipboard');
  });

  it("says 'Failed to copy script' when the clipboard refuses", async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    apiWith();
    renderScript();
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Error', 'Failed to copy script'));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
  });

  it('offers the Markdown source as a second choice: Copy Markdown copies it as stored', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    apiWith();
    renderScript();
    await user.click(await screen.findByRole('button', { name: 'Copy Markdown' }));
    expect(writeText).toHaveBeenCalledWith(BODY);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Copied!', 'Script copied to clipboard'));
  });

  it('downloads the body as plain text named by the spec rule, and as a .md file with Download Markdown', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:script';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const createdAt = new Date(2025, 9, 30, 9, 15).toISOString();
    apiWith(aScript({ topic: 'Prune Tomatoes: 5 Tips!', created_at: createdAt }));
    renderScript();
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('prune-tomatoes--5-tips--2025-10-30.txt');
    expect(clicked[0]!.href).toBe('blob:script');
    expect(blobs[0]!.type).toBe('text/plain;charset=utf-8');
    expect(await blobs[0]!.text()).toBe(PLAIN);
    expect(toasts.success).toHaveBeenCalledWith('Downloaded!', 'Script downloaded successfully');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:script'));

    await user.click(screen.getByRole('button', { name: 'Download Markdown' }));
    expect(clicked[1]!.download).toBe('prune-tomatoes--5-tips--2025-10-30.md');
    expect(blobs[1]!.type).toBe('text/markdown;charset=utf-8');
    expect(await blobs[1]!.text()).toBe(BODY);
  });
});

describe('/script/{id}: when it cannot be shown', () => {
  it("another user's script: 'Access Denied' and off to /dashboard", async () => {
    fakeApi({
      [`GET /scripts/${SCRIPT_ID}`]: () => {
        throw new ApiError(403, 'script.forbidden', 'You do not have permission to view this script');
      },
    });
    const { router } = renderScript();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(toasts.failure).toHaveBeenCalledWith('Access Denied', 'You do not have permission to view this script');
    expect(toasts.failure).toHaveBeenCalledTimes(1);
  });

  it("no such script: 'Script Not Found' with 'Back to Dashboard', no toast", async () => {
    fakeApi({
      [`GET /scripts/${SCRIPT_ID}`]: () => {
        throw new ApiError(404, 'script.not_found', 'Script not found');
      },
    });
    const { router } = renderScript();
    expect(await screen.findByRole('heading', { level: 1, name: 'Script Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(document.title).toBe('Script Not Found | ScriptVoice'));
    expect(router.state.location.pathname).toBe(`/script/${SCRIPT_ID}`);
    expect(toasts.failure).not.toHaveBeenCalled();
  });

  it("a malformed id (400 'Script not found'): the not-found view", async () => {
    fakeApi({
      'GET /scripts/not-an-id': () => {
        throw new ApiError(400, 'validation.failed', 'Script not found');
      },
    });
    renderScript('not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Script Not Found' })).toBeInTheDocument();
  });

  it("any other failure: 'Error' 'Failed to load script' and off to /dashboard, after one retry", async () => {
    const api = fakeApi({
      [`GET /scripts/${SCRIPT_ID}`]: () => {
        throw new ApiError(500, 'internal', 'Internal error');
      },
    });
    const { router } = renderScript();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(toasts.failure).toHaveBeenCalledWith('Error', 'Failed to load script');
    expect(api.callsTo('GET', `/scripts/${SCRIPT_ID}`)).toHaveLength(2);
  });

  it('asks once for a forbidden script: a 4xx is not retried', async () => {
    const api = fakeApi({
      [`GET /scripts/${SCRIPT_ID}`]: () => {
        throw new ApiError(403, 'script.forbidden', 'You do not have permission to view this script');
      },
    });
    renderScript();
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(api.callsTo('GET', `/scripts/${SCRIPT_ID}`)).toHaveLength(1);
  });
});
