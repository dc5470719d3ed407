import { createFileRoute } from '@tanstack/react-router';
import { QnaListScreen } from '@/features/qna/qna-list-screen';

export const Route = createFileRoute('/_worker/qnaList')({ component: QnaListScreen });
