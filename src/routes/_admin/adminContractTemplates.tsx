import { createFileRoute } from '@tanstack/react-router';
import { AdminTemplatesScreen } from '@/features/admin-templates/templates-screen';

export const Route = createFileRoute('/_admin/adminContractTemplates')({ component: AdminTemplatesScreen });
