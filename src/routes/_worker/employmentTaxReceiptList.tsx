import { createFileRoute } from '@tanstack/react-router';
import { WithholdingReceiptListScreen } from '@/features/certificates/pay-document-list-screen';

export const Route = createFileRoute('/_worker/employmentTaxReceiptList')({ component: WithholdingReceiptListScreen });
