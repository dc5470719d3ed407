import { createFileRoute } from '@tanstack/react-router';
import { MyInfoMenu } from '@/features/menu/my-info-menu';

export const Route = createFileRoute('/myAccount')({ component: MyInfoMenu });
