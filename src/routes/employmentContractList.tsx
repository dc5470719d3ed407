import { createFileRoute } from '@tanstack/react-router';
import { loadCertificateMessages } from '@/features/certificates/messages';
import { ContractListScreen } from '@/features/certificates/contract-list-screen';

export const Route = createFileRoute('/employmentContractList')({ loader: loadCertificateMessages, component: ContractListScreen });
