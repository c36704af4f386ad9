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
    const long = sorted.filter((spec) => unrecorded(spec) && growsWithProduct(spec));
    const longByProject = new Map<string, TestSpecification[]>();
    for (const spec of long) longByProject.set(spec.project.name, [...(longByProject.get(spec.project.name) ?? []), spec]);
    // Projects keep their order (a phase runs one after another; unit and api share one): each project's long files
    // go where its first file was, ahead of the rest of that project's files only.
    const result: TestSpecification[] = [];
    for (const spec of sorted) {
      const group = longByProject.get(spec.project.name);
      if (group !== undefined) {
        result.push(...group);
        longByProject.delete(spec.project.name);
      }
      if (!long.includes(spec)) result.push(spec);
    }
    return result;
  }
}
