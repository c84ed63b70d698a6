import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BODY, SCRIPT_ID, aScript, renderWorkshop, scriptBody } from './support/workshop';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

afterEach(() => {
  vi.useRealTimers();
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
const countdown = () => screen.queryByTestId('teleprompter-countdown');

/** A tall text in a short window, so the scroll has somewhere to go (jsdom lays nothing out). */
const layOut = () => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(1600);
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(5000);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(700);
};

/**
 * Timeouts under the test's control (the countdown's seconds); animation frames stay real, so the scroll runs. While
 * they are held, keys and clicks go through fireEvent: user-event waits on a timeout of its own between steps.
 */
const fakeSeconds = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const space = (prompter: HTMLElement) => fireEvent.keyDown(prompter, { key: ' ' });
const second = () => act(() => void vi.advanceTimersByTime(1000));

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

  it('the arrows change the speed by 10 wpm, as do the buttons, and the choice is remembered for this script', async () => {
    const first = renderWorkshop();
    const { user, prompter } = await openTeleprompter();
    await user.keyboard('{ArrowUp}');
    expect(wpm()).toHaveTextContent('170 wpm');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(wpm()).toHaveTextContent('140 wpm');
    await user.click(within(prompter).getByRole('button', { name: 'Faster' }));
    expect(wpm()).toHaveTextContent('150 wpm');
    expect(localStorage.getItem(`scriptvoice:teleprompter-wpm:${SCRIPT_ID}`)).toBe('150');
    first.unmount();

    renderWorkshop();
    await openTeleprompter();
    expect(wpm()).toHaveTextContent('150 wpm');
  });

  it("starts another script at its own measured rate, not at the speed chosen for the last one", async () => {
    localStorage.setItem(`scriptvoice:teleprompter-wpm:${SCRIPT_ID}`, '220');
    // The one speed every script once shared is no longer read.
    localStorage.setItem('scriptvoice:teleprompter-wpm', '90');
    const other = aScript({ id: '01JC0000000000000000000OTH', word_count: 30, estimated_seconds: 10 });
    const view = renderWorkshop({}, { script: other, body: BODY });
    const { user } = await openTeleprompter();
    expect(wpm()).toHaveTextContent('180 wpm');
    await user.keyboard('{ArrowDown}');
    expect(localStorage.getItem('scriptvoice:teleprompter-wpm:01JC0000000000000000000OTH')).toBe('170');
    expect(localStorage.getItem('scriptvoice:teleprompter-wpm')).toBeNull();
    view.unmount();

    renderWorkshop();
    await openTeleprompter();
    expect(wpm()).toHaveTextContent('220 wpm');
  });

  it('Larger and Smaller text change the reading size in steps, stop at the ends, and the size is kept for every script', async () => {
    const first = renderWorkshop();
    const { user, prompter } = await openTeleprompter();
    const size = () => within(prompter).getByTestId('teleprompter-text-size');
    const larger = within(prompter).getByRole('button', { name: 'Larger text' });
    const smaller = within(prompter).getByRole('button', { name: 'Smaller text' });
    expect(size()).toHaveTextContent('100%');
    await user.click(larger);
    expect(size()).toHaveTextContent('125%');
    expect(localStorage.getItem('scriptvoice:teleprompter-text-size')).toBe('125');
    for (let i = 0; i < 6; i++) if (!larger.hasAttribute('disabled')) await user.click(larger);
    expect(size()).toHaveTextContent('200%');
    expect(larger).toBeDisabled();
    await user.click(smaller);
    expect(size()).toHaveTextContent('175%');
    first.unmount();

    renderWorkshop({}, { script: aScript({ id: '01JC0000000000000000000OTH' }), body: BODY });
    await openTeleprompter();
    expect(screen.getByTestId('teleprompter-text-size')).toHaveTextContent('175%');
  });

  it('counts down 3, 2, 1 before it scrolls from the top, and Space during the count stops it', async () => {
    layOut();
    renderWorkshop();
    const { prompter } = await openTeleprompter();
    fakeSeconds();
    const scroller = within(prompter).getByTestId('teleprompter-scroll');

    space(prompter);
    expect(countdown()).toHaveTextContent('3');
    expect(countdown()).toHaveAccessibleName('Starting in 3');
    expect(within(prompter).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    second();
    expect(countdown()).toHaveTextContent('2');
    space(prompter);
    expect(countdown()).not.toBeInTheDocument();
    expect(within(prompter).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    second();
    second();
    expect(scroller).toHaveAttribute('data-scroll-top', '0');

    fireEvent.click(within(prompter).getByRole('button', { name: 'Play' }));
    expect(countdown()).toHaveTextContent('3');
    second();
    expect(countdown()).toHaveTextContent('2');
    second();
    expect(countdown()).toHaveTextContent('1');
    expect(scroller).toHaveAttribute('data-scroll-top', '0');
    second();
    expect(countdown()).not.toBeInTheDocument();
    vi.useRealTimers();
    await waitFor(() => expect(Number(scroller.dataset.scrollTop)).toBeGreaterThan(20));
  });

  it('scrolls at the speaking rate while playing, stops when paused, and resumes at once without a countdown', async () => {
    layOut();
    renderWorkshop();
    const { prompter } = await openTeleprompter();
    const scroller = within(prompter).getByTestId('teleprompter-scroll');
    expect(scroller).toHaveAttribute('data-scroll-top', '0');
    fakeSeconds();
    space(prompter);
    for (let i = 0; i < 3; i++) second();
    vi.useRealTimers();
    await waitFor(() => expect(Number(scroller.dataset.scrollTop)).toBeGreaterThan(20));
    space(prompter);
    const paused = Number(scroller.dataset.scrollTop);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(Number(scroller.dataset.scrollTop)).toBe(paused);

    space(prompter);
    expect(countdown()).not.toBeInTheDocument();
    await waitFor(() => expect(Number(scroller.dataset.scrollTop)).toBeGreaterThan(paused + 5));
  });

  it('starts over from the top, with the countdown, once the end was reached', async () => {
    layOut();
    renderWorkshop();
    const { prompter } = await openTeleprompter();
    const scroller = within(prompter).getByTestId('teleprompter-scroll');
    scroller.scrollTop = 4300;
    fakeSeconds();
    space(prompter);
    expect(scroller.scrollTop).toBe(0);
    expect(countdown()).toHaveTextContent('3');
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
