/** A clock a test moves by hand, starting at the real time (the seed's six months end today). */
export interface TestClock {
  now: () => Date;
  advanceSeconds(seconds: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds: (seconds) => {
      current += seconds * 1000;
    },
  };
}
