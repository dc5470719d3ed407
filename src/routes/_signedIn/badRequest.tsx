import { createFileRoute } from '@tanstack/react-router';
import { BadRequestScreen } from '@/features/errors/bad-request-screen';

export const Route = createFileRoute('/_signedIn/badRequest')({ component: BadRequestScreen });
