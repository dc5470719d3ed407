import { createFileRoute } from '@tanstack/react-router';
import { QnaRegisterScreen } from '@/features/qna/qna-register-screen';

export const Route = createFileRoute('/_worker/qnaRegister')({ component: QnaRegisterScreen });
