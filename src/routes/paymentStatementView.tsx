import { createFileRoute } from '@tanstack/react-router';
import { loadCertificateMessages } from '@/features/certificates/messages';
import { PaymentStatementViewScreen } from '@/features/certificates/pay-document-view-screen';

export const Route = createFileRoute('/paymentStatementView')({ loader: loadCertificateMessages, component: PaymentStatementViewScreen });
