import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/layout/page-header';
import { AccountCard } from '@/features/account/components/account-card';
import { CreditBalanceCard } from '@/features/account/components/credit-balance-card';
import { PurchaseHistoryCard } from '@/features/account/components/purchase-history-card';
import { SignInCard } from '@/features/account/components/sign-in-card';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/page-title';

/** /account: sign-in and password, credits and purchases, and the export and deletion of everything. */
export const AccountRoute = () => {
  usePageTitle('Account');
  const { state, refresh } = useAuth();
  const queryClient = useQueryClient();
  // Signed out, the route guard takes the user to /login, where the toast stays in view.
  const accountDeleted = () => {
    queryClient.clear();
    void refresh();
  };
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader title="Your Account" subtitle="Sign-in, credits, purchases and your data" />
      {state.user && <SignInCard user={state.user} />}
      <CreditBalanceCard />
      <PurchaseHistoryCard />
      <AccountCard onDeleted={accountDeleted} />
    </div>
  );
};

export default AccountRoute;
