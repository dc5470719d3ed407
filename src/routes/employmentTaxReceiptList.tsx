import { createFileRoute } from '@tanstack/react-router';
import { loadCertificateMessages } from '@/features/certificates/messages';
import { WithholdingReceiptListScreen } from '@/features/certificates/pay-document-list-screen';

export const Route = createFileRoute('/employmentTaxReceiptList')({ loader: loadCertificateMessages, component: WithholdingReceiptListScreen });
