import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { forgetReturnAfterGoogle } from '@/lib/auth/return-path';
import { notify } from '@/lib/toast';

/** A Google sign-in that failed comes back with `?google_error=`: 'Sign in Failed' with its words (spec §8). */
export const useGoogleErrorToast = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const googleError = searchParams.get('google_error');
  useEffect(() => {
    if (!googleError) return;
    forgetReturnAfterGoogle();
    notify.error('Sign in Failed', googleError);
    setSearchParams({}, { replace: true });
  }, [googleError, setSearchParams]);
};
