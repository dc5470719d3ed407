import { createFileRoute } from '@tanstack/react-router';
import { PaymentStatementListScreen } from '@/features/certificates/pay-document-list-screen';

export const Route = createFileRoute('/_worker/paymentStatementList')({ component: PaymentStatementListScreen });
