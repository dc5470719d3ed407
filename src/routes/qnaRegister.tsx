import { createFileRoute } from '@tanstack/react-router';
import { QnaRegisterScreen } from '@/features/qna/qna-register-screen';

export const Route = createFileRoute('/qnaRegister')({ component: QnaRegisterScreen });
