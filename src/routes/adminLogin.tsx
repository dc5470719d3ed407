import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginScreen } from '@/features/auth/admin-login-screen';

export const Route = createFileRoute('/adminLogin')({ component: AdminLoginScreen });
