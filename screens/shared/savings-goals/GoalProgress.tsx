import { formatCents, resolveTemplate } from '../../../engine/core';
import { savingsGoalsManifest } from '../../../src/manifests/savings-goals-manifest';
import { formatDay } from '../format-day';
import type { SavingsGoal } from './savings-goals-api';

const copy = savingsGoalsManifest.copy;

/** One goal: its name, target and day, and a progress bar whose value text says saved of target. */
export function GoalProgress({ goal, headingLevel }: { goal: SavingsGoal; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `goal-${goal.id}`;
  const valueText = resolveTemplate(copy.progressValue, { saved: formatCents(Math.min(goal.savedCents, goal.targetCents)), target: formatCents(goal.targetCents), percent: String(goal.percent) });
  return (
    <div className="savings-goal">
      <Heading id={`${id}-name`} className="savings-goal__name">
        {goal.name}
      </Heading>
      <p className="savings-goal__target">{resolveTemplate(copy.targetBy, { target: formatCents(goal.targetCents), date: formatDay(goal.targetDate) })}</p>
      <progress className="savings-goal__bar" max={100} value={goal.percent} aria-label={resolveTemplate(copy.progressLabel, { name: goal.name })} aria-valuetext={valueText} />
      <p className="savings-goal__value">{goal.percent >= 100 ? `${copy.reached}: ${valueText}` : valueText}</p>
    </div>
  );
}
