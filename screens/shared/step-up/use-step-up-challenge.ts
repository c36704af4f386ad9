import { useEffect, useReducer, useRef } from 'react';
import { canSend, canSubmit, resendVisible, startStepUp, stepUpTransition, type StepUpChallengeAnswer, type StepUpState } from '../../../engine/core/step-up-machine';
import { appManifest } from '../../../src/manifests';
import { fetchChallengeOptions, pollPush, refusalCode, sendOtp, sendPush, verifyOtp, type ChallengeRef } from './step-up-api';
import { verifyWithPasskey } from './passkey-step-up';
import { toOptions } from './step-up-state-text';
import type { StepUpActions } from './step-up-view-bodies';
import { CODE_BOUNDS } from './step-up-view-table';

/** How the member left the challenge: verified, not, or through the deny view's contact link. */
export type StepUpResult = 'verified' | 'failed' | 'contact-us';

const settings = appManifest.challenge;
const DIVISORS = { sms: settings.smsResendDivisor, push: settings.pushResendDivisor };

/** The code of a refusal as an event field: present only when the answer carried one. */
const refusalOf = (error: unknown): { code?: string } => {
  const code = refusalCode(error);
  return code === undefined ? {} : { code };
};

/**
 * A challenge's state and what the member can do in it: the countdown ticks while a code or push is out, a push is
 * polled until it is answered, and every call goes to the authentication service; the state machine decides what
 * each answer means. `onDone` runs once the challenge closes.
 */
export function useStepUpChallenge(answer: StepUpChallengeAnswer, onDone: (result: StepUpResult) => void): { state: StepUpState; actions: StepUpActions } {
  const [state, dispatch] = useReducer(stepUpTransition, answer, (initial) => startStepUp(initial, DIVISORS));
  const ref: ChallengeRef = { workflow: state.workflow, ...(state.challengeId === undefined ? {} : { challengeId: state.challengeId }) };

  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  useEffect(() => {
    if (state.view === 'closed') onDoneRef.current(state.outcome === 'verified' ? 'verified' : 'failed');
  }, [state.view, state.outcome]);

  const counting = state.view === 'sms' || state.view === 'push';
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => dispatch({ type: 'TICK' }), settings.countdownTickMs);
    return () => clearInterval(timer);
  }, [counting]);

  const pollingId = state.view === 'push' && !state.forceResend ? state.delivery?.transactionId : undefined;
  const serverInterval = state.delivery?.pollingInterval ?? 0;
  const pollMs = serverInterval > 0 ? serverInterval * 1000 : settings.pushPollDefaultMs;
  const workflow = state.workflow;
  useEffect(() => {
    if (pollingId === undefined) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        pollPush({ workflow }, pollingId).then(
          (result) => {
            if (stopped) return;
            dispatch({ type: 'POLL_STATUS', pushStatus: result.pushStatus });
            schedule();
          },
          (error: unknown) => {
            if (!stopped) dispatch({ type: 'POLL_FAILED', ...refusalOf(error) });
          },
        );
      }, pollMs);
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pollingId, pollMs, workflow]);

  const actions: StepUpActions = {
    verify: () => {
      dispatch({ type: 'VERIFY' });
      fetchChallengeOptions(ref).then(
        (options) => dispatch({ type: 'OPTIONS_LOADED', options: toOptions(options) }),
        () => dispatch({ type: 'OPTIONS_FAILED' }),
      );
    },
    send: () => {
      const method = state.method;
      if (method === undefined || !(canSend(state) || resendVisible(state))) return;
      dispatch({ type: 'SEND' });
      const failed = (error: unknown) => dispatch({ type: 'SEND_FAILED', ...refusalOf(error) });
      if (method.kind === 'sms') {
        sendOtp(ref, method.phoneId).then((sent) => dispatch({ type: 'OTP_SENT', expiration: sent.expiration }), failed);
      } else {
        const device = state.options?.pushDevices.find((option) => option.pushId === method.pushId) ?? { pushId: method.pushId, deviceName: '' };
        sendPush(ref, device).then(
          (sent) => dispatch({ type: 'PUSH_SENT', transactionId: sent.transactionId, expiration: sent.expiration, pollingInterval: sent.pollingInterval }),
          failed,
        );
      }
    },
    submit: (event) => {
      event.preventDefault();
      if (!canSubmit(state, CODE_BOUNDS)) return;
      const code = state.code;
      dispatch({ type: 'SUBMIT' });
      verifyOtp(ref, code).then(
        () => dispatch({ type: 'CODE_VERIFIED' }),
        (error: unknown) => dispatch({ type: 'CODE_FAILED', ...refusalOf(error) }),
      );
    },
    choosePasskey: () => {
      dispatch({ type: 'PASSKEY' });
      verifyWithPasskey(ref).then(
        () => dispatch({ type: 'CODE_VERIFIED' }),
        (error: unknown) => dispatch({ type: 'PASSKEY_FAILED', ...refusalOf(error) }),
      );
    },
    choose: (method) => dispatch({ type: 'CHOOSE', method }),
    changeCode: (value) => dispatch({ type: 'CODE_CHANGED', value }),
    cancel: () => dispatch({ type: 'CANCEL' }),
    proceed: () => dispatch({ type: 'CONTINUE' }),
    contactUs: () => onDoneRef.current('contact-us'),
  };
  return { state, actions };
}
