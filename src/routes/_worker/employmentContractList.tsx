import { createFileRoute } from '@tanstack/react-router';
import { ContractListScreen } from '@/features/certificates/contract-list-screen';

export const Route = createFileRoute('/_worker/employmentContractList')({ component: ContractListScreen });
