import { createFileRoute } from '@tanstack/react-router';
import { WithholdingReceiptViewScreen } from '@/features/certificates/pay-document-view-screen';

export const Route = createFileRoute('/_worker/employmentTaxReceiptView')({ component: WithholdingReceiptViewScreen });
