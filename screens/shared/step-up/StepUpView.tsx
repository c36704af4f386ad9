import { useRef } from 'react';
import type { StepUpState } from '../../../engine/core/step-up-machine';
import { stepUpModalCopy } from './step-up-copy';
import type { StepUpActions } from './step-up-view-bodies';
import { StepUpBannerNotice, StepUpButtons } from './step-up-view-parts';
import { STEP_UP_VIEWS, type StepUpViewKey } from './step-up-view-table';
import { StepUpDialog } from './StepUpDialog';

export interface StepUpViewProps {
  readonly viewKey: StepUpViewKey;
  readonly state: StepUpState;
  readonly actions: StepUpActions;
}

/** Draws one row of the view table: the dialog with its title, the banner when the view shows one, its body and buttons. */
export function StepUpView({ viewKey, state, actions }: StepUpViewProps) {
  const codeRef = useRef<HTMLInputElement>(null);
  const spec = STEP_UP_VIEWS[viewKey];
  const copy = stepUpModalCopy(spec.modal, spec.values?.(state));
  const buttons =
    spec.buttons.length === 0 ? null : (
      <StepUpButtons
        buttons={spec.buttons.map((button) => ({
          id: button.id,
          label: copy.buttons[button.id] ?? '',
          ...(button.action === undefined ? {} : { onClick: actions[button.action] }),
          ...(button.secondary ? { secondary: true } : {}),
          ...(button.submit ? { submit: true } : {}),
          ...(button.enabledWhen === undefined ? {} : { disabled: !button.enabledWhen(state) }),
        }))}
      />
    );
  return (
    <StepUpDialog viewKey={viewKey} title={copy.title} busy={spec.busy === true} {...(spec.focusCode ? { focusRef: codeRef } : {})}>
      {spec.banner ? <StepUpBannerNotice state={state} /> : null}
      <spec.Body state={state} copy={copy} actions={actions} buttons={buttons} codeRef={codeRef} />
    </StepUpDialog>
  );
}
