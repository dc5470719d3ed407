import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyListScreen } from '@/features/policies/privacy-policy-list-screen';

export const Route = createFileRoute('/_worker/privacyPolicyList')({ component: PrivacyPolicyListScreen });
