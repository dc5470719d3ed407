import { createFileRoute } from '@tanstack/react-router';
import { loadCertificateMessages } from '@/features/certificates/messages';
import { ContractViewScreen } from '@/features/certificates/contract-view-screen';

export const Route = createFileRoute('/employmentContract')({ loader: loadCertificateMessages, component: ContractViewScreen });
