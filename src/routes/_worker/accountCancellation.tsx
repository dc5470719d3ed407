import { createFileRoute } from '@tanstack/react-router';
import { AccountCancellationScreen } from '@/features/account/account-cancellation-screen';

export const Route = createFileRoute('/_worker/accountCancellation')({ component: AccountCancellationScreen });
