import { createFileRoute } from '@tanstack/react-router';
import { AccountSummaryCard } from '@/features/account/account-summary';
import { PayAccountCard } from '@/features/account/pay-account';
import { MyInfoMenu } from '@/features/menu/my-info-menu';

export const Route = createFileRoute('/_worker/myAccount')({ component: MyAccountRoute });

/** My info (docs/spec-notes.md §2): the worker's own account and pay account (issue 34) above the menu. */
function MyAccountRoute() {
  return (
    <MyInfoMenu
      summary={
        <>
          <AccountSummaryCard />
          <PayAccountCard />
        </>
      }
    />
  );
}
