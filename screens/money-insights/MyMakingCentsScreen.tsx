import { copy } from './copy';
import { MoneyInsightsDashboard } from './MoneyInsightsDashboard';

/** /my-makingcents (flag and canAccessMyMakingCents on the route): the dashboard plus the linked external accounts. */
export default function MyMakingCentsScreen() {
  return <MoneyInsightsDashboard heading={copy.makingCentsHeading} withExternalAccounts />;
}
