import { createFileRoute } from '@tanstack/react-router';
import { PAYMENT_STATEMENT } from '@/features/certificates/pay-document-kinds';
import { PayDocumentViewScreen } from '@/features/certificates/pay-document-view-screen';

export const Route = createFileRoute('/paymentStatementView')({ component: () => <PayDocumentViewScreen screens={PAYMENT_STATEMENT} /> });
