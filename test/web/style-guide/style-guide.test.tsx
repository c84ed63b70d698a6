import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StyleGuide, StyleGuideBody } from '@contracts/style-guide';
import StyleGuideRoute from '@/app/routes/style-guide';
import { ApiError } from '@/lib/api-client';
import { deferred, fakeApi, renderRoutes } from '../support/app';
import { expectBreadcrumbFromDashboardTo } from '../support/breadcrumb';
import { spyOnToasts } from '../support/toasts';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const FIELDS = [
  ['Intro Template', 'intro_template', 'Intro template must be less than 500 characters'],
  ['Outro Template', 'outro_template', 'Outro template must be less than 500 characters'],
  ['Interaction Reminders', 'interaction_reminders', 'Interaction reminders must be less than 500 characters'],
  ['General Guidance', 'general_guidance', 'General guidance must be less than 500 characters'],
] as const;

const aGuide = (overrides: Partial<StyleGuide> = {}): StyleGuide => ({
  id: 'guide-1',
  user_id: 'user-1',
  intro_template: null,
  outro_template: null,
  interaction_reminders: null,
  general_guidance: null,
  ...overrides,
});

/** The server's answer to a save: empty → null, as the shared schema does. */
const savedFrom = (body: unknown) => {
  const fields = body as StyleGuideBody;
  return { styleGuide: aGuide(fields) };
};

const renderStyleGuide = () => renderRoutes([{ path: '/style-guide', element: <StyleGuideRoute /> }], '/style-guide');
const saveButton = () => screen.getByRole('button', { name: /Save Style Guide|Saving\.\.\./ });
const field = (label: string) => screen.getByLabelText<HTMLTextAreaElement>(label);

const toasts = spyOnToasts();

describe('/style-guide: loading and the form', () => {
  it('shows a spinner while loading, then four labelled text areas and the save button', async () => {
    const loaded = deferred<unknown>();
    fakeApi({ 'GET /style-guide': () => loaded.promise });
    renderStyleGuide();
    expect(screen.getByRole('heading', { level: 1, name: 'Style Guide' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading style guide' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Style Guide' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Style Guide | ScriptVoice'));

    loaded.resolve({ styleGuide: null });
    await screen.findByRole('form', { name: 'Style Guide' });
    expect(screen.queryByRole('status', { name: 'Loading style guide' })).not.toBeInTheDocument();
    for (const [label, name] of FIELDS) {
      expect(field(label).tagName).toBe('TEXTAREA');
      expect(field(label)).toHaveValue('');
      expect(field(label).getAttribute('placeholder')).toMatch(/^e\.g\., /);
      expect(screen.getByTestId(`${name}-count`)).toHaveTextContent('0/500');
    }
    expect(saveButton()).toHaveTextContent('Save Style Guide');
    expect(saveButton()).toBeEnabled();
  });

  it('has a breadcrumb whose home icon links to /dashboard and whose last item is plain text', async () => {
    fakeApi({ 'GET /style-guide': () => ({ styleGuide: null }) });
    renderStyleGuide();
    expectBreadcrumbFromDashboardTo('Style Guide');
    await screen.findByRole('form', { name: 'Style Guide' });
  });

  it('fills the form with the saved guide, nulls as empty', async () => {
    fakeApi({ 'GET /style-guide': () => ({ styleGuide: aGuide({ intro_template: "G'day, I'm Sam!", general_guidance: 'Short sentences.' }) }) });
    renderStyleGuide();
    await waitFor(() => expect(field('Intro Template')).toHaveValue("G'day, I'm Sam!"));
    expect(field('Outro Template')).toHaveValue('');
    expect(field('General Guidance')).toHaveValue('Short sentences.');
    expect(screen.getByTestId('intro_template-count')).toHaveTextContent('15/500');
  });

  it('offers a retry instead of an empty form when the guide cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      'GET /style-guide': () => {
        if (fail) throw new ApiError(500, 'internal', 'Internal error');
        return { styleGuide: aGuide({ outro_template: 'Bye!' }) };
      },
    });
    const user = userEvent.setup();
    renderStyleGuide();
    expect(await screen.findByText('Your style guide could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Style Guide' })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(field('Outro Template')).toHaveValue('Bye!'));
  });
});

describe('/style-guide: validation', () => {
  it('shows the four spec messages over 500 characters, inline, and saves nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /style-guide': () => ({ styleGuide: null }) });
    renderStyleGuide();
    await screen.findByRole('form', { name: 'Style Guide' });
    for (const [label] of FIELDS) {
      await user.click(field(label));
      await user.paste('x'.repeat(501));
    }
    await user.click(saveButton());
    for (const [label, name, message] of FIELDS) {
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label).getAttribute('aria-describedby')).toContain(`${name}-error`);
      expect(screen.getByTestId(`${name}-count`)).toHaveTextContent('501/500');
    }
    expect(api.callsTo('PUT', '/style-guide')).toHaveLength(0);
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('accepts exactly 500 characters', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /style-guide': () => ({ styleGuide: null }), 'PUT /style-guide': savedFrom });
    renderStyleGuide();
    await screen.findByRole('form', { name: 'Style Guide' });
    await user.click(field('Intro Template'));
    await user.paste('y'.repeat(500));
    await user.click(saveButton());
    await waitFor(() => expect(api.callsTo('PUT', '/style-guide')).toHaveLength(1));
    expect(screen.queryByText('Intro template must be less than 500 characters')).not.toBeInTheDocument();
  });
});

describe('/style-guide: saving', () => {
  it("disables the form and reads 'Saving...' during a save, then toasts 'Style Guide Saved' and shows the saved values", async () => {
    const user = userEvent.setup();
    const saving = deferred<unknown>();
    const api = fakeApi({ 'GET /style-guide': () => ({ styleGuide: null }), 'PUT /style-guide': () => saving.promise });
    renderStyleGuide();
    await screen.findByRole('form', { name: 'Style Guide' });
    await user.type(field('Intro Template'), 'Hey everyone, Sam here!');
    await user.type(field('Outro Template'), 'Catch you next week.');
    await user.type(field('General Guidance'), '   ');
    await user.click(saveButton());

    await waitFor(() => expect(saveButton()).toHaveTextContent('Saving...'));
    expect(saveButton()).toBeDisabled();
    expect(screen.getByTestId('saving-spinner')).toHaveClass('animate-spin');
    for (const [label] of FIELDS) expect(field(label)).toBeDisabled();
    expect(api.callsTo('PUT', '/style-guide')[0]!.body).toEqual({
      intro_template: 'Hey everyone, Sam here!',
      outro_template: 'Catch you next week.',
      interaction_reminders: null,
      general_guidance: null,
      // No platform has templates of its own.
      platform_templates: {},
    });

    saving.resolve(savedFrom(api.callsTo('PUT', '/style-guide')[0]!.body));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Style Guide Saved', 'Your preferences will be applied to all future script generations'),
    );
    await waitFor(() => expect(saveButton()).toHaveTextContent('Save Style Guide'));
    expect(saveButton()).toBeEnabled();
    for (const [label] of FIELDS) expect(field(label)).toBeEnabled();
    expect(field('Intro Template')).toHaveValue('Hey everyone, Sam here!');
    expect(field('Outro Template')).toHaveValue('Catch you next week.');
    expect(field('General Guidance')).toHaveValue('');
    expect(toasts.failure).not.toHaveBeenCalled();
  });

  it('saves with PUT again later (the server updates the same guide)', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /style-guide': () => ({ styleGuide: aGuide({ intro_template: 'Hi!' }) }), 'PUT /style-guide': savedFrom });
    renderStyleGuide();
    await waitFor(() => expect(field('Intro Template')).toHaveValue('Hi!'));
    await user.type(field('Intro Template'), ' Welcome back.');
    await user.click(saveButton());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(1));
    await user.clear(field('Intro Template'));
    await user.click(saveButton());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(2));
    expect(api.callsTo('PUT', '/style-guide').map(({ body }) => (body as StyleGuideBody).intro_template)).toEqual(['Hi! Welcome back.', null]);
    expect(field('Intro Template')).toHaveValue('');
  });

  it.each([
    ["the server's message", new ApiError(400, 'validation', 'Outro template must be less than 500 characters'), 'Outro template must be less than 500 characters'],
    ["'Failed to save style guide' without one", new ApiError(502, 'http.error', 'Request failed (502)'), 'Failed to save style guide'],
  ])("says 'Error' with %s when the save fails, and keeps what was typed", async (_, error, message) => {
    const user = userEvent.setup();
    fakeApi({
      'GET /style-guide': () => ({ styleGuide: null }),
      'PUT /style-guide': () => {
        throw error;
      },
    });
    renderStyleGuide();
    await screen.findByRole('form', { name: 'Style Guide' });
    await user.type(field('Interaction Reminders'), 'Ask for comments.');
    await user.click(saveButton());
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Error', message));
    expect(field('Interaction Reminders')).toHaveValue('Ask for comments.');
    expect(saveButton()).toBeEnabled();
    expect(toasts.success).not.toHaveBeenCalled();
  });
});

describe('/style-guide: leaving with unsaved changes', () => {
  const LEAVE_MESSAGE = 'You have unsaved changes to your style guide. Leave without saving them?';
  const renderWithDashboard = () =>
    renderRoutes(
      [
        { path: '/style-guide', element: <StyleGuideRoute /> },
        { path: '/dashboard', element: <h1>Dashboard page</h1> },
      ],
      '/style-guide',
    );
  /** Whether the browser would ask before unloading the page now. */
  const unloadIsHeld = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks the browser to warn before the page unloads while a change is unsaved, and not once it is saved', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /style-guide': () => ({ styleGuide: null }), 'PUT /style-guide': savedFrom });
    renderStyleGuide();
    await screen.findByRole('form', { name: 'Style Guide' });
    expect(unloadIsHeld()).toBe(false);
    await user.type(field('Outro Template'), 'See you next week!');
    expect(unloadIsHeld()).toBe(true);
    await user.click(saveButton());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledOnce());
    expect(unloadIsHeld()).toBe(false);
  });

  it('asks before following a link away while a change is unsaved: staying keeps the text, leaving goes', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fakeApi({ 'GET /style-guide': () => ({ styleGuide: null }) });
    const { router } = renderWithDashboard();
    await screen.findByRole('form', { name: 'Style Guide' });
    await user.type(field('General Guidance'), 'Short sentences.');

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_MESSAGE);
    expect(router.state.location.pathname).toBe('/style-guide');
    expect(field('General Guidance')).toHaveValue('Short sentences.');

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('follows links without asking when nothing is unsaved', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    fakeApi({ 'GET /style-guide': () => ({ styleGuide: aGuide({ intro_template: 'Hi!' }) }) });
    const { router } = renderWithDashboard();
    await screen.findByRole('form', { name: 'Style Guide' });
    await user.type(field('Intro Template'), ' there');
    await user.type(field('Intro Template'), '{Backspace>6}');
    expect(field('Intro Template')).toHaveValue('Hi!');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(confirm).not.toHaveBeenCalled();
  });
});
