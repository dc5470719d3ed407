import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginScreen } from '@/features/auth/admin-login-screen';

export const Route = createFileRoute('/_anonymous/adminLogin')({ staticData: { access: 'adminGoesHome' }, component: AdminLoginScreen });
