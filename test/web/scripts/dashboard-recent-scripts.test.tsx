import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScriptSummary } from '@contracts/scripts';
import DashboardRoute from '@/app/routes/dashboard';
import { appRoutes } from '@/app/router';
import { ApiError } from '@/lib/api-client';
import { fakeApi, renderRoutes } from '../support/app';
import { aMe } from './support/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const summary = (n: number, overrides: Partial<ScriptSummary> = {}): ScriptSummary => ({
  id: `01JBXQ7R3M9V5K2T8N4P6W0Y${String(n).padStart(2, '0')}`,
  topic: `Topic ${n}`,
  platform: 'tiktok',
  duration: '1m',
  tone: 'humorous',
  created_at: minutesAgo(n * 60),
  voice_match: 71,
  word_count: 150,
  estimated_seconds: 60,
  ...overrides,
});

const renderDashboard = () =>
  renderRoutes(
    [
      { path: '/dashboard', element: <DashboardRoute /> },
      { path: '/scripts', element: <h1>Library page</h1> },
    ],
    '/dashboard',
  );
const recentCard = () => screen.getByRole('heading', { name: 'Recent Scripts' }).closest('.rounded-xl') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('dashboard: Recent Scripts', () => {
  it('shows a spinner until the scripts have loaded', () => {
    fakeApi({ 'GET /me': () => aMe(3), 'GET /scripts': () => new Promise(() => undefined) });
    renderDashboard();
    expect(within(recentCard()).getByRole('status', { name: 'Loading scripts' })).toBeInTheDocument();
  });

  it('asks for the 5 newest and lists each with topic, platform label and relative time, linking to its page', async () => {
    const scripts = [
      summary(1, { topic: 'Tomato pruning', platform: 'youtube', created_at: minutesAgo(3) }),
      summary(2, { topic: 'Balcony herbs', platform: 'instagram', created_at: minutesAgo(120) }),
      summary(3, { topic: 'Compost 101', platform: 'podcast', created_at: minutesAgo(60 * 24 * 2) }),
      summary(4, { platform: 'tiktok' }),
      summary(5),
    ];
    const api = fakeApi({ 'GET /me': () => aMe(3), 'GET /scripts': () => ({ scripts, next_cursor: null }) });
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Recent scripts' });
    expect(api.calls.find((call) => call.path.startsWith('/scripts'))!.path).toBe('/scripts?limit=5');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', `/script/${scripts[0]!.id}`);
    expect(links[0]).toHaveTextContent('Tomato pruning');
    expect(links[0]).toHaveTextContent('YouTube · 3 minutes ago');
    expect(links[1]).toHaveTextContent('Instagram Reel · about 2 hours ago');
    expect(links[2]).toHaveTextContent('Podcast · 2 days ago');
    expect(links[3]).toHaveTextContent('TikTok');
  });

  it('shows the empty state with a way to the first script', async () => {
    fakeApi({ 'GET /me': () => aMe(3), 'GET /scripts': () => ({ scripts: [], next_cursor: null }) });
    renderDashboard();
    expect(await within(recentCard()).findByText('No scripts yet')).toBeInTheDocument();
    expect(within(recentCard()).getByRole('link', { name: 'Generate your first script' })).toHaveAttribute('href', '/generate');
  });

  it('links to the whole library with "View all scripts"', async () => {
    fakeApi({ 'GET /me': () => aMe(3), 'GET /scripts': () => ({ scripts: [summary(1)], next_cursor: null }) });
    renderDashboard();
    const viewAll = within(recentCard()).getByRole('link', { name: 'View all scripts' });
    expect(viewAll).toHaveAttribute('href', '/scripts');
    await userEvent.click(viewAll);
    expect(await screen.findByRole('heading', { name: 'Library page' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded, keeping the rest of the dashboard', async () => {
    let fail = true;
    fakeApi({
      'GET /me': () => aMe(2),
      'GET /scripts': () => {
        if (fail) throw new ApiError(500, 'internal', 'Internal error');
        return { scripts: [summary(1)], next_cursor: null };
      },
    });
    renderDashboard();
    const retry = await within(recentCard()).findByRole('button', { name: 'Try again' });
    expect(screen.getByTestId('credits-total')).toHaveTextContent('2');
    fail = false;
    retry.click();
    expect(await screen.findByRole('link', { name: /Topic 1/ })).toBeInTheDocument();
  });
});

describe('router', () => {
  it('serves /generate, /scripts and /script/:id lazily behind the route guard, next to /dashboard', () => {
    const find = (routes: RouteObject[], path: string): { route: RouteObject; parents: RouteObject[] } | undefined => {
      for (const route of routes) {
        if (route.path === path) return { route, parents: [] };
        const inner = route.children ? find(route.children, path) : undefined;
        if (inner) return { route: inner.route, parents: [route, ...inner.parents] };
      }
      return undefined;
    };
    const dashboard = find(appRoutes, '/dashboard')!;
    for (const path of ['/generate', '/scripts', '/script/:id']) {
      const found = find(appRoutes, path)!;
      expect(found.route.element).toBeTruthy();
      expect(found.parents.at(-1)).toBe(dashboard.parents.at(-1));
    }
  });
});
