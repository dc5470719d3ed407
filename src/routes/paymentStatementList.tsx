import { createFileRoute } from '@tanstack/react-router';
import { PAYMENT_STATEMENT } from '@/features/certificates/pay-document-kinds';
import { PayDocumentListScreen } from '@/features/certificates/pay-document-list-screen';

export const Route = createFileRoute('/paymentStatementList')({ component: () => <PayDocumentListScreen screens={PAYMENT_STATEMENT} /> });
