import { createFileRoute } from '@tanstack/react-router';
import { WITHHOLDING_RECEIPT } from '@/features/certificates/pay-document-kinds';
import { PayDocumentListScreen } from '@/features/certificates/pay-document-list-screen';

export const Route = createFileRoute('/employmentTaxReceiptList')({ component: () => <PayDocumentListScreen screens={WITHHOLDING_RECEIPT} /> });
