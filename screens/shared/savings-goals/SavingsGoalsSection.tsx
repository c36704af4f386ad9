import { Link } from 'react-router-dom';
import { pathOf } from '../../../engine/core/route-ref';
import { routesManifest } from '../../../src/manifests';
import { savingsGoalsManifest } from '../../../src/manifests/savings-goals-manifest';
import { GoalProgress } from './GoalProgress';
import { useSavingsGoals } from './savings-goals-api';
import './savings-goals.css';

const copy = savingsGoalsManifest.copy;

/** A savings account's goals on its page, each with its progress, and the way to the goals list to add or change one. */
export default function SavingsGoalsSection({ accountId }: { accountId: string }) {
  const goals = useSavingsGoals();
  const mine = goals.data?.goals.filter((goal) => goal.accountId === accountId) ?? [];
  return (
    <section className="card savings-goals" aria-labelledby="savings-goals-heading">
      <h2 id="savings-goals-heading">{copy.sectionHeading}</h2>
      <p className="savings-goals__rule">{copy.progressRule}</p>
      {goals.isPending ? (
        <p role="status">{copy.loading}</p>
      ) : goals.isError ? (
        <p role="alert">{copy.error}</p>
      ) : mine.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ul className="savings-goals__list">
          {mine.map((goal) => (
            <li key={goal.id}>
              <GoalProgress goal={goal} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <Link to={pathOf(routesManifest, 'accounts.savings-goals')}>{copy.viewAll}</Link>
    </section>
  );
}
