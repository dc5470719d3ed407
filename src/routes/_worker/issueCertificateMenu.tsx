import { createFileRoute } from '@tanstack/react-router';
import { CertificateMenu } from '@/features/certificates/certificate-menu';

export const Route = createFileRoute('/_worker/issueCertificateMenu')({ component: CertificateMenu });
