import { createFileRoute } from '@tanstack/react-router';
import { WithholdingReceiptListScreen } from '@/features/certificates/pay-document-list-screen';

export const Route = createFileRoute('/employmentTaxReceiptList')({ component: WithholdingReceiptListScreen });
