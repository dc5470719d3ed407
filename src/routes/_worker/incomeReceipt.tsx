import { createFileRoute } from '@tanstack/react-router';
import { PayScreen } from '@/features/pay/pay-screen';

export const Route = createFileRoute('/_worker/incomeReceipt')({ component: PayScreen });
