import { createFileRoute } from '@tanstack/react-router';
import { loadCertificateMessages } from '@/features/certificates/messages';
import { PaymentStatementListScreen } from '@/features/certificates/pay-document-list-screen';

export const Route = createFileRoute('/paymentStatementList')({ loader: loadCertificateMessages, component: PaymentStatementListScreen });
