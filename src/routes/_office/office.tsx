import { createFileRoute } from '@tanstack/react-router';
import { OfficeMonthScreen } from '@/features/office/office-month-screen';

/** The month shown travels in the search string (`?month=2026-10`), so a reload or a shared link keeps it. */
export const Route = createFileRoute('/_office/office')({
  validateSearch: (search: Record<string, unknown>): { month?: string } =>
    typeof search.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(search.month) ? { month: search.month } : {},
  component: OfficeRoute,
});

function OfficeRoute() {
  const { month } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OfficeMonthScreen month={month} onMonth={(next) => void navigate({ search: { month: next }, replace: true })} />;
}
