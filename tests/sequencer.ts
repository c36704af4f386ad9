import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files whose length grows with the product, not with their own size: a browser test that opens every route of
 * routes.json, and the authorization matrix (every route by every persona, in a three-line file per database).
 */
const GROWS_WITH_PRODUCT = /\bmemberPages\(|\broutesManifest\b|\bauthorizationMatrix\(/;

function growsWithProduct(spec: TestSpecification): boolean {
  try {
    return GROWS_WITH_PRODUCT.test(readFileSync(spec.moduleId, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Vitest's order, except that on a run with no recorded durations (every CI run, from a fresh clone) the files that
 * grow with the product start first in their project. Vitest then starts the largest files first, and these are short
 * files that run for minutes: started last, one could keep a worker busy after the other had run out of files.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const unrecorded = (spec: TestSpecification) => this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`) === undefined;
    const first = new Set(sorted.filter((spec) => unrecorded(spec) && growsWithProduct(spec)));
    // Projects keep their order (a phase runs one after another; unit and api share one): each long file moves ahead
    // to the start of its own project's run of files only.
    const result: TestSpecification[] = [];
    for (const spec of sorted) {
      if (first.has(spec)) continue;
      const project = spec.project.name;
      if (!result.some((placed) => placed.project.name === project)) result.push(...[...first].filter((long) => long.project.name === project));
      result.push(spec);
    }
    return [...result, ...[...first].filter((long) => !result.includes(long))];
  }
}
