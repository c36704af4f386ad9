import { describe, expect, it } from 'vitest';
import * as core from '../../../engine/core';

describe('engine/core public entry', () => {
  it('exports exactly the runtime API other parts build on', () => {
    expect(Object.keys(core).sort()).toEqual(
      [
        'AUDIENCES',
        'alertTypeOfCondition',
        'alertTypeOfPrecheck',
        'CHANNELS',
        'InvalidPermissionIdentifierError',
        'checkPayment',
        'classifyPayment',
        'effectiveExecutionDate',
        'fundsAvailabilityNote',
        'nextOccurrence',
        'requiredAcknowledgement',
        'audiencesForUser',
        'channelForUser',
        'evaluateAllFlags',
        'evaluateFlag',
        'evaluateFlagDetail',
        'evaluatePermissionExpression',
        'evaluateVisibility',
        'formatCents',
        'formatPhone',
        'gateAlert',
        'maskPhone',
        'orderConditions',
        'parseAmountToCents',
        'parsePermissionExpression',
        'resolveTemplate',
        'substituteAlertExpdate',
        'CODE_REFUSED',
        'LOCKED_OUT',
        'canSend',
        'canSubmit',
        'codeErrorOf',
        'failDestination',
        'redirectAfterVerified',
        'resendVisible',
        'startStepUp',
        'stepUpTransition',
      ].sort(),
    );
  });
});
