import { createFileRoute } from '@tanstack/react-router';
import { WITHHOLDING_RECEIPT } from '@/features/certificates/pay-document-kinds';
import { PayDocumentViewScreen } from '@/features/certificates/pay-document-view-screen';

export const Route = createFileRoute('/employmentTaxReceiptView')({ component: () => <PayDocumentViewScreen screens={WITHHOLDING_RECEIPT} /> });
