import { createFileRoute } from '@tanstack/react-router';
import { ContractViewScreen } from '@/features/certificates/contract-view-screen';

export const Route = createFileRoute('/_worker/employmentContract')({ component: ContractViewScreen });
