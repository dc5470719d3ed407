import { createFileRoute } from '@tanstack/react-router';
import { LanguageSetting } from '@/features/menu/language-setting';

export const Route = createFileRoute('/_worker/languageSetting')({ component: LanguageSetting });
