/**
 * Asks `isStopRequested` every `intervalMs` and aborts the returned signal once it says yes. A failed look is
 * tried again next time: a stop that cannot be read does not stop the generation (the save checks once more).
 */
export const watchForStop = (isStopRequested: () => Promise<boolean>, intervalMs: number) => {
  const controller = new AbortController();
  let looking = false;
  const timer = setInterval(() => {
    if (looking) return;
    looking = true;
    isStopRequested()
      .then((stop) => {
        if (stop) controller.abort(new DOMException('The generation was stopped', 'AbortError'));
      })
      .catch(() => undefined)
      .finally(() => {
        looking = false;
      });
  }, intervalMs);
  return { signal: controller.signal, cancel: () => clearInterval(timer) };
};
