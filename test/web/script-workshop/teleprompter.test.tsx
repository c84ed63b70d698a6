import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aScript, renderWorkshop, scriptBody } from './support/workshop';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const openTeleprompter = async () => {
  const user = userEvent.setup();
  await scriptBody();
  await user.click(screen.getByRole('button', { name: 'Teleprompter' }));
  return { user, prompter: screen.getByRole('dialog', { name: 'Teleprompter' }) };
};
const wpm = () => screen.getByTestId('teleprompter-wpm');

describe('/script/{id}: Teleprompter', () => {
  it('shows the spoken text only: no headings, notes or on-screen cues', async () => {
    renderWorkshop();
    const { prompter } = await openTeleprompter();
    const text = within(prompter).getByTestId('teleprompter-text');
    expect([...text.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual([
      'Ever lost a tomato plant to overgrowth?',
      'Pinch the suckers every week, and keep one leader.',
    ]);
    expect(text).not.toHaveTextContent(/Hook|Pruning|Film this|On screen|tangled|0:15/);
  });

  it("starts at the creator's rate (words × 60 / seconds), or 150 wpm without one", async () => {
    const measured = renderWorkshop();
    await openTeleprompter();
    expect(wpm()).toHaveTextContent('160 wpm');
    measured.unmount();

    renderWorkshop({}, { script: aScript({ estimated_seconds: 0 }), body: 'Just words.' });
    await openTeleprompter();
    expect(wpm()).toHaveTextContent('150 wpm');
  });

  it('Space plays and pauses, and so does the button', async () => {
    renderWorkshop();
    const { user, prompter } = await openTeleprompter();
    expect(prompter).toHaveFocus();
    expect(within(prompter).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(within(prompter).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(within(prompter).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await user.click(within(prompter).getByRole('button', { name: 'Play' }));
    expect(within(prompter).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('the arrows change the speed by 10 wpm, as do the buttons, and the choice is remembered', async () => {
    const first = renderWorkshop();
    const { user, prompter } = await openTeleprompter();
    await user.keyboard('{ArrowUp}');
    expect(wpm()).toHaveTextContent('170 wpm');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(wpm()).toHaveTextContent('140 wpm');
    await user.click(within(prompter).getByRole('button', { name: 'Faster' }));
    expect(wpm()).toHaveTextContent('150 wpm');
    expect(localStorage.getItem('scriptvoice:teleprompter-wpm')).toBe('150');
    first.unmount();

    renderWorkshop();
    await openTeleprompter();
    expect(wpm()).toHaveTextContent('150 wpm');
  });

  it('scrolls at the speaking rate while playing and stops when paused', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(1600);
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(5000);
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(700);
    renderWorkshop();
    const { user, prompter } = await openTeleprompter();
    const scroller = within(prompter).getByTestId('teleprompter-scroll');
    expect(scroller).toHaveAttribute('data-scroll-top', '0');
    await user.keyboard(' ');
    await waitFor(() => expect(Number(scroller.dataset.scrollTop)).toBeGreaterThan(20));
    await user.keyboard(' ');
    const paused = scroller.dataset.scrollTop;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(scroller.dataset.scrollTop).toBe(paused);
  });

  it('Mirror flips the text, and Escape or Close leaves', async () => {
    renderWorkshop();
    const { user, prompter } = await openTeleprompter();
    const mirror = within(prompter).getByRole('button', { name: 'Mirror' });
    expect(mirror).toHaveAttribute('aria-pressed', 'false');
    await user.click(mirror);
    expect(mirror).toHaveAttribute('aria-pressed', 'true');
    expect(within(prompter).getByTestId('teleprompter-text')).toHaveStyle({ transform: 'scaleX(-1)' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Teleprompter' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Teleprompter' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Teleprompter' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Teleprompter' })).not.toBeInTheDocument();
  });
});
