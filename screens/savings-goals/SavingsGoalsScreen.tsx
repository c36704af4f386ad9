import { useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import { savingsGoalsManifest } from '../../src/manifests/savings-goals-manifest';
import { StepHeading } from '../shared/flow/StepHeading';
import { useConfirmModal } from '../shared/flow/use-confirm-modal';
import { GoalForm, type GoalFields } from './GoalForm';
import { GoalProgress } from '../shared/savings-goals/GoalProgress';
import { useCreateSavingsGoal, useDeleteSavingsGoal, useSavingsGoals, useUpdateSavingsGoal, type SavingsGoal } from '../shared/savings-goals/savings-goals-api';
import '../shared/savings-goals/savings-goals.css';

const copy = savingsGoalsManifest.copy;
/** The dialog of config/modals.json that asks before a goal is deleted; its first button keeps the goal. */
const CONFIRM_DELETE_MODAL = 'confirmDeleteSavingsGoal';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; goal: SavingsGoal };

/** /accounts/savings-goals: every goal of the member's savings accounts with its progress; add, edit and delete. */
export default function SavingsGoalsScreen() {
  const goals = useSavingsGoals();
  const create = useCreateSavingsGoal();
  const update = useUpdateSavingsGoal();
  const remove = useDeleteSavingsGoal();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [notice, setNotice] = useState('');
  const confirm = useConfirmModal();
  const save = (fields: GoalFields) => {
    const done = (goal: SavingsGoal) => {
      setNotice(resolveTemplate(copy.saved, { name: goal.name }));
      setMode({ kind: 'list' });
    };
    if (mode.kind === 'edit') update.mutate({ goalId: mode.goal.id, goal: { name: fields.name, targetCents: fields.targetCents, targetDate: fields.targetDate } }, { onSuccess: done });
    else create.mutate(fields, { onSuccess: done });
  };
  const erase = async (goal: SavingsGoal, opener: HTMLElement) => {
    setNotice('');
    const outcome = await confirm(CONFIRM_DELETE_MODAL, { name: goal.name, account: goal.accountName }, () => remove.mutateAsync({ goalId: goal.id }), { reportErrors: true, opener });
    if (outcome.confirmed && !('error' in outcome)) setNotice(resolveTemplate(copy.removed, { name: goal.name }));
  };
  const start = (next: Mode) => {
    create.reset();
    update.reset();
    setNotice('');
    setMode(next);
  };
  let body;
  if (goals.isPending) body = <p role="status">{copy.loading}</p>;
  else if (goals.isError) body = <p role="alert">{copy.error}</p>;
  else if (mode.kind !== 'list') {
    body = (
      <GoalForm
        key={mode.kind === 'edit' ? mode.goal.id : 'new'}
        list={goals.data}
        editing={mode.kind === 'edit' ? mode.goal : undefined}
        pending={create.isPending || update.isPending}
        failed={create.isError || update.isError}
        onSave={save}
        onCancel={() => start({ kind: 'list' })}
      />
    );
  } else {
    body = (
      <>
        {goals.data.accounts.length === 0 ? (
          <p>{copy.noSavings}</p>
        ) : (
          <div>
            <button type="button" className="button" onClick={() => start({ kind: 'add' })}>
              {copy.add}
            </button>
          </div>
        )}
        {goals.data.goals.length === 0 ? (
          <p>{copy.empty}</p>
        ) : (
          <ul className="savings-goals__list">
            {goals.data.goals.map((goal) => (
              <li key={goal.id} className="card">
                <GoalProgress goal={goal} headingLevel={2} />
                <p>{goal.accountName}</p>
                <div className="savings-goals__actions">
                  <button type="button" className="button button--secondary" aria-label={resolveTemplate(copy.editLabel, { name: goal.name })} onClick={() => start({ kind: 'edit', goal })}>
                    {copy.edit}
                  </button>
                  <button type="button" className="button button--secondary" aria-label={resolveTemplate(copy.removeLabel, { name: goal.name })} onClick={(event) => void erase(goal, event.currentTarget)}>
                    {copy.remove}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <div className="savings-goals">
      <StepHeading level={1}>{copy.listHeading}</StepHeading>
      <p>{copy.listIntro}</p>
      <p>{copy.progressRule}</p>
      <p role="status">{notice}</p>
      {body}
    </div>
  );
}
