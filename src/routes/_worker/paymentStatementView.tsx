import { createFileRoute } from '@tanstack/react-router';
import { PaymentStatementViewScreen } from '@/features/certificates/pay-document-view-screen';

export const Route = createFileRoute('/_worker/paymentStatementView')({ component: PaymentStatementViewScreen });
