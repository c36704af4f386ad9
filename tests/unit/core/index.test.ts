import { describe, expect, it } from 'vitest';
import * as core from '../../../engine/core';

describe('engine/core public entry', () => {
  it('exports exactly the runtime API other parts build on', () => {
    expect(Object.keys(core).sort()).toEqual(
      [
        'AUDIENCES',
        'CHANNELS',
        'InvalidPermissionIdentifierError',
        'audiencesForUser',
        'channelForUser',
        'evaluatePermissionExpression',
        'evaluateVisibility',
        'formatCents',
        'formatPhone',
        'maskPhone',
        'parseAmountToCents',
        'parsePermissionExpression',
        'resolveTemplate',
        'substituteAlertExpdate',
      ].sort(),
    );
  });
});
