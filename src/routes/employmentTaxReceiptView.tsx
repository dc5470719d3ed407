import { createFileRoute } from '@tanstack/react-router';
import { loadCertificateMessages } from '@/features/certificates/messages';
import { WithholdingReceiptViewScreen } from '@/features/certificates/pay-document-view-screen';

export const Route = createFileRoute('/employmentTaxReceiptView')({ loader: loadCertificateMessages, component: WithholdingReceiptViewScreen });
