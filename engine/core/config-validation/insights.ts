import type { InsightsManifest, TreatmentRule } from '../generated/manifests.gen';
import { factsOfRule, INSIGHT_FACT_TYPES, isKnownFact, type InsightRule } from '../insight-rules';
import { describeFound, makeIssue, pointerJoin, type ValidationIssue } from './issue';
import { routeExists, type RouteEntry } from './route-table';

const FILE = 'config/insights.json';

/** Comparisons whose value must be a number (gt/gte/lt/lte) and the fact types a value may be compared with. */
const ORDERING = new Set(['gt', 'gte', 'lt', 'lte']);

function checkRule(rule: TreatmentRule, pointer: string, issues: ValidationIssue[]): void {
  const node = rule as InsightRule;
  if ('all' in node) return node.all.forEach((child, index) => checkRule(child as TreatmentRule, pointerJoin(pointer, 'all', index), issues));
  if ('any' in node) return node.any.forEach((child, index) => checkRule(child as TreatmentRule, pointerJoin(pointer, 'any', index), issues));
  if ('not' in node) return checkRule(node.not as TreatmentRule, pointerJoin(pointer, 'not'), issues);
  if (!isKnownFact(node.fact)) {
    issues.push(makeIssue(FILE, pointerJoin(pointer, 'fact'), `a fact the server computes (${Object.keys(INSIGHT_FACT_TYPES).join(', ')})`, describeFound(node.fact), 'unknown fact'));
    return;
  }
  if (!('value' in node)) return;
  const type = INSIGHT_FACT_TYPES[node.fact];
  if (typeof node.value !== type) issues.push(makeIssue(FILE, pointerJoin(pointer, 'value'), `a ${type}, the type of ${node.fact}`, describeFound(node.value)));
  else if (ORDERING.has(node.op) && type !== 'number') issues.push(makeIssue(FILE, pointerJoin(pointer, 'op'), `eq or ne for the ${type} fact ${node.fact}`, describeFound(node.op)));
}

/** The copy of a treatment that may name facts as {factName}. */
function templatedFields(treatment: InsightsManifest['treatments'][number]): [string, string][] {
  return treatment.kind === 'insight'
    ? [['name', treatment.name], ['snippet', treatment.snippet], ['body', treatment.body], ['cta', treatment.cta], ['ctaScreenReaderText', treatment.ctaScreenReaderText]]
    : [
        ['offerName', treatment.offerName],
        ['tagLine', treatment.tagLine],
        ['description', treatment.description],
        ['primaryButtonText', treatment.primaryButtonText],
        ['primaryButtonScreenreaderText', treatment.primaryButtonScreenreaderText],
        ['secondaryButtonText', treatment.secondaryButtonText],
        ['secondaryButtonScreenreaderText', treatment.secondaryButtonScreenreaderText],
      ];
}

/**
 * config/insights.json beyond its schema: treatment ids are unique (dispositions store them), a placement is one of
 * app.json offers.placementCodes, rules name facts the server computes with values of their type, copy names only
 * facts the treatment's rule guarantees are present (else the member would read "{savingsBalanceCents}"), and every
 * button leads to a route of routes.json.
 */
export function checkInsights(insights: InsightsManifest, placementCodes: readonly string[], routes: readonly RouteEntry[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  insights.treatments.forEach((treatment, index) => {
    const at = pointerJoin('/treatments', index);
    if (seen.has(treatment.treatmentId)) issues.push(makeIssue(FILE, pointerJoin(at, 'treatmentId'), 'a treatment id not used before', describeFound(treatment.treatmentId), 'ids must be unique'));
    seen.add(treatment.treatmentId);
    if (!placementCodes.includes(treatment.realEstateArea)) {
      issues.push(makeIssue(FILE, pointerJoin(at, 'realEstateArea'), `one of app.json offers.placementCodes (${placementCodes.join(', ')})`, describeFound(treatment.realEstateArea)));
    }
    checkRule(treatment.rule, pointerJoin(at, 'rule'), issues);
    const named = new Set(factsOfRule(treatment.rule as InsightRule));
    // A loan's name, amount, date and account come together: a rule on any one of them guarantees the others.
    const guaranteed = (name: string) => named.has(name) || (name.startsWith('nextLoan') && [...named].some((fact) => fact.startsWith('nextLoan')));
    for (const [field, text] of templatedFields(treatment)) {
      for (const [, name] of text.matchAll(/\{([A-Za-z0-9_]+)\}/g)) {
        if (!isKnownFact(name!) || !guaranteed(name!)) {
          issues.push(makeIssue(FILE, pointerJoin(at, field), `{placeholders} naming facts this treatment's rule tests (${[...named].join(', ') || 'none'})`, describeFound(`{${name}}`)));
        }
      }
    }
    if (treatment.kind === 'insight') {
      for (const [parameter, fact] of Object.entries(treatment.ctaQuery ?? {})) {
        if (!isKnownFact(fact) || !guaranteed(fact)) {
          issues.push(makeIssue(FILE, pointerJoin(at, 'ctaQuery', parameter), `a fact this treatment's rule tests (${[...named].join(', ') || 'none'})`, describeFound(fact)));
        }
      }
    }
    const urls: [string, string][] = treatment.kind === 'insight' ? [['ctaUrl', treatment.ctaUrl]] : [['primaryButtonUrl', treatment.primaryButtonUrl], ['secondaryButtonUrl', treatment.secondaryButtonUrl]];
    for (const [field, url] of urls) {
      if (!routeExists(routes, url)) issues.push(makeIssue(FILE, pointerJoin(at, field), 'a path routes.json answers', describeFound(url), 'no route has that path'));
    }
  });
  return issues;
}
