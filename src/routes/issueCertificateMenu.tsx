import { createFileRoute } from '@tanstack/react-router';
import { loadCertificateMessages } from '@/features/certificates/messages';
import { CertificateMenu } from '@/features/certificates/certificate-menu';

export const Route = createFileRoute('/issueCertificateMenu')({ loader: loadCertificateMessages, component: CertificateMenu });
