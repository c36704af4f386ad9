import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A browser test that opens every route of routes.json: its length grows with the product, not with its own size. */
const WALKS_EVERY_ROUTE = /\bmemberPages\(|\broutesManifest\b/;

function walksEveryRoute(spec: TestSpecification): boolean {
  try {
    return WALKS_EVERY_ROUTE.test(readFileSync(spec.moduleId, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Vitest's order, except that on a run with no recorded durations (every CI run, from a fresh clone) the browser
 * tests that walk every route start first. Vitest then starts the largest files first, and the walks are short files
 * that run for minutes: started last, one could keep a worker busy after the other had run out of files.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const unrecorded = (spec: TestSpecification) => spec.project.name === 'e2e' && this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`) === undefined;
    const first = sorted.filter((spec) => unrecorded(spec) && walksEveryRoute(spec));
    const firstSet = new Set(first);
    const rest = sorted.filter((spec) => !firstSet.has(spec));
    // Projects keep their order (vitest runs them one after the other): the walks move ahead within theirs only.
    const at = rest.findIndex((spec) => spec.project.name === 'e2e');
    return at < 0 ? sorted : [...rest.slice(0, at), ...first, ...rest.slice(at)];
  }
}
