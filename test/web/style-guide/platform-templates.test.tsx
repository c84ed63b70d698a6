import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StyleGuide } from '@contracts/style-guide';
import StyleGuideRoute from '@/app/routes/style-guide';
import { fakeApi, renderRoutes } from '../support/app';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const guide: StyleGuide = {
  id: 'sg-1',
  user_id: 'user-1',
  intro_template: 'Welcome to The Quiet Ledger.',
  outro_template: 'Until next time, spend deliberately.',
  interaction_reminders: null,
  general_guidance: null,
  platform_templates: { tiktok: { intro_template: 'One money rule in sixty seconds.', outro_template: null } },
};

describe('/style-guide: intro and outro per platform (issue 33)', () => {
  it("shows a platform's own templates, saves another platform's, and sends the voice's id", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /voices': () => ({
        voices: [
          { id: 'default', name: 'My voice', created_at: null, documents: 0 },
          { id: 'podcast', name: 'The Quiet Ledger', created_at: '2026-11-26T00:00:00.000Z', documents: 3 },
        ],
        last_used_voice_id: null,
      }),
      'GET /style-guide': (_, path) => ({ styleGuide: path.endsWith('voiceId=podcast') ? guide : null }),
      'PUT /style-guide': (body) => ({ styleGuide: { ...guide, ...(body as object) } }),
    });
    renderRoutes([{ path: '/style-guide', element: <StyleGuideRoute /> }], '/style-guide');
    await user.selectOptions(await screen.findByLabelText('Voice'), 'The Quiet Ledger');
    await waitFor(() => expect(screen.getByLabelText('TikTok intro')).toHaveValue('One money rule in sixty seconds.'));
    expect(screen.getByLabelText('Intro Template')).toHaveValue('Welcome to The Quiet Ledger.');

    await user.selectOptions(screen.getByLabelText('Platform'), 'Podcast');
    expect(screen.getByLabelText('Podcast intro')).toHaveValue('');
    await user.type(screen.getByLabelText('Podcast outro'), 'That is the ledger for this week.');
    await user.click(screen.getByRole('button', { name: 'Save Style Guide' }));

    await waitFor(() => expect(api.callsTo('PUT', '/style-guide')).toHaveLength(1));
    const [saved] = api.callsTo('PUT', '/style-guide');
    expect(saved!.path).toBe('/style-guide?voiceId=podcast');
    expect(saved!.body).toMatchObject({
      intro_template: 'Welcome to The Quiet Ledger.',
      platform_templates: {
        tiktok: { intro_template: 'One money rule in sixty seconds.', outro_template: null },
        podcast: { intro_template: null, outro_template: 'That is the ledger for this week.' },
      },
    });
    expect(Object.keys((saved!.body as { platform_templates: object }).platform_templates).sort()).toEqual(['podcast', 'tiktok']);
  });
});
