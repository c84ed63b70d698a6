import { KeyRound } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { AuthUser } from '@/lib/auth/auth-context';
import { useSignInMethod } from '../api/sign-in-method';
import { ChangePasswordForm } from './change-password-form';

/** How the person signs in (address and method) and, for an email account, changing its password. */
export const SignInCard = ({ user }: { user: AuthUser }) => {
  const method = useSignInMethod(user.userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-5 text-primary" /> Sign-in
        </CardTitle>
        <CardDescription>How you log in to ScriptVoice.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Email</dt>
          <dd className="font-medium [overflow-wrap:anywhere]" data-testid="account-email">
            {user.email ?? 'Not shared by your sign-in provider'}
          </dd>
          <dt className="text-muted-foreground">Sign-in method</dt>
          <dd className="font-medium" data-testid="sign-in-method">
            {method.isPending ? <Spinner label="Loading sign-in method" className="size-4" /> : method.data === 'google' ? 'Google' : 'Email and password'}
          </dd>
        </dl>
        {method.isPending ? null : method.data === 'google' ? (
          <p className="rounded-md border bg-muted/40 p-3 text-sm text-muted-foreground">
            You sign in with Google, so your ScriptVoice account has no password to change. Manage your password with
            Google.
          </p>
        ) : (
          <section aria-labelledby="change-password-heading" className="space-y-4 border-t pt-6">
            <h3 id="change-password-heading" className="font-semibold">
              Change Password
            </h3>
            <ChangePasswordForm email={user.email} />
          </section>
        )}
      </CardContent>
    </Card>
  );
};
