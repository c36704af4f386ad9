import { copy } from './copy';
import { MoneyInsightsDashboard } from './MoneyInsightsDashboard';

/** /personal-finance: the money-insights dashboard. */
export default function PersonalFinanceScreen() {
  return <MoneyInsightsDashboard heading={copy.heading} withExternalAccounts={false} />;
}
