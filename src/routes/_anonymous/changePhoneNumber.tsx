import { createFileRoute } from '@tanstack/react-router';
import { ChangePhoneScreen } from '@/features/account/change-phone-screen';

export const Route = createFileRoute('/_anonymous/changePhoneNumber')({ staticData: { access: 'alsoForUser' }, component: ChangePhoneScreen });
