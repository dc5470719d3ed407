import { createFileRoute } from '@tanstack/react-router';
import { ComponentGallery } from '@/features/gallery/component-gallery';

export const Route = createFileRoute('/_worker/componentTest')({ component: ComponentGallery });
