import { describe, expect, it } from 'vitest';
import * as core from '../../../engine/core';

describe('engine/core public entry', () => {
  it('exports exactly the runtime API other parts build on', () => {
    expect(Object.keys(core).sort()).toEqual(
      [
        'AUDIENCES',
        'alertTypeOfCondition',
        'alertTypeOfPrecheck',
        'amountChoices',
        'amountsDue',
        'CHANNELS',
        'cardDisplayName',
        'InvalidPermissionIdentifierError',
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
        'hasRoute',
        'hrefOf',
        'isCardFeatureEligible',
        'maskPhone',
        'minimumDue',
        'orderConditions',
        'parseAmountToCents',
        'parsePermissionExpression',
        'pathOf',
        'resolveTemplate',
        'routeParamNames',
        'routeRefsOf',
        'statementMinimum',
        'substituteAlertExpdate',
      ].sort(),
    );
  });
});
