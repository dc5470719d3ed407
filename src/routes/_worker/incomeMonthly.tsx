import { createFileRoute } from '@tanstack/react-router';
import { MonthlyIncomeScreen } from '@/features/pay/monthly-income-screen';

export const Route = createFileRoute('/_worker/incomeMonthly')({ component: MonthlyIncomeScreen });
