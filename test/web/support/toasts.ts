import { afterEach, beforeEach, vi } from 'vitest';
import { notify } from '@/lib/toast';

/**
 * Replaces the success and error toasts with spies before each test of the file and restores every mock after
 * it. Call once at the top of a test file; read `toasts.success` and `toasts.failure` in the tests.
 */
export const spyOnToasts = () => {
  const toasts = {} as { success: ReturnType<typeof vi.spyOn>; failure: ReturnType<typeof vi.spyOn> };
  beforeEach(() => {
    toasts.success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    toasts.failure = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());
  return toasts;
};
