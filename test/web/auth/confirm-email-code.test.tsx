import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmSignUp } from 'aws-amplify/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ConfirmEmailRoute from '@/app/routes/confirm-email';
import { EXPIRED_CODE_MESSAGE, WRONG_CODE_MESSAGE } from '@/features/auth/api/auth-rules';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import { renderRoutes } from '../support/app';
import { spyOnToasts } from '../support/toasts';

vi.mock('aws-amplify/auth', () => ({
  confirmSignUp: vi.fn(async () => ({ isSignUpComplete: true })),
  // The sign-up tab's own sign-in never completes here: these tests are about the page that confirms.
  autoSignIn: vi.fn(() => new Promise(() => undefined)),
  resendSignUpCode: vi.fn(async () => undefined),
  signIn: vi.fn(async () => ({ isSignedIn: true })),
}));

const toasts = spyOnToasts();
const EMAIL = 'new-creator@example.com';

const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

/** Signed out, and still signed out when the page reads the session again after confirming. */
const signedOut = (): AuthContextValue => ({
  state: { status: 'signedOut', user: null },
  refresh: vi.fn(async () => ({ status: 'signedOut' as const, user: null })),
  signOut: vi.fn(async () => undefined),
});

const renderConfirm = (path = `/confirm-email?email=${encodeURIComponent(EMAIL)}`) =>
  renderRoutes(
    [
      { path: '/confirm-email', element: <ConfirmEmailRoute /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    path,
    { auth: signedOut() },
  );

const typeCode = async (code: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Confirmation code'), code);
  await user.click(screen.getByRole('button', { name: 'Confirm Email' }));
};

beforeEach(() => {
  vi.mocked(confirmSignUp).mockClear();
  window.localStorage.clear();
});

describe('/confirm-email: confirming by typing the mailed code', () => {
  it('confirms the address with the typed code, then (no sign-up tab here) goes to /login with the confirmed toast', async () => {
    renderConfirm();
    await typeCode(' 123456 ');
    expect(await screen.findByRole('heading', { name: 'Login page' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(confirmSignUp).toHaveBeenCalledWith({ username: EMAIL, confirmationCode: '123456' });
    expect(toasts.success).toHaveBeenCalledWith('Email confirmed', 'Your account is confirmed. Please log in to continue.');
  });

  it('says a wrong code is not right, in a toast and under the field, and keeps what was typed', async () => {
    vi.mocked(confirmSignUp).mockRejectedValueOnce(cognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.'));
    renderConfirm();
    await typeCode('654321');
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Confirmation Failed', WRONG_CODE_MESSAGE));
    const field = screen.getByLabelText('Confirmation code');
    expect(field).toHaveValue('654321');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(WRONG_CODE_MESSAGE);
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeEnabled();
  });

  it('says an expired code has expired and points to the resend button', async () => {
    vi.mocked(confirmSignUp).mockRejectedValueOnce(cognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.'));
    renderConfirm();
    await typeCode('123456');
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Confirmation Failed', EXPIRED_CODE_MESSAGE));
    expect(EXPIRED_CODE_MESSAGE).toContain("'Resend confirmation email'");
    expect(screen.getByText(EXPIRED_CODE_MESSAGE)).toBeInTheDocument();
  });

  it("refuses anything but six digits with 'Validation Error', asking Cognito nothing", async () => {
    renderConfirm();
    await typeCode('12ab');
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Validation Error', 'Enter the 6-digit code from the email'));
    expect(confirmSignUp).not.toHaveBeenCalled();
  });

  it('takes an account Cognito says is already confirmed as confirmed', async () => {
    vi.mocked(confirmSignUp).mockRejectedValueOnce(cognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'));
    renderConfirm();
    await typeCode('123456');
    expect(await screen.findByRole('heading', { name: 'Login page' }, { timeout: 3_000 })).toBeInTheDocument();
  });

  it("says a link's expired code has expired, and still offers the code field and resend", async () => {
    vi.mocked(confirmSignUp).mockRejectedValueOnce(cognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.'));
    renderConfirm(`/confirm-email?email=${encodeURIComponent(EMAIL)}&code=111111`);
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED_CODE_MESSAGE);
    expect(screen.getByLabelText('Confirmation code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeInTheDocument();
  });
});
