import { formatCents, resolveTemplate } from '../../engine/core';
import type { IraAccount } from '../../engine/core/generated/api.gen';
import { iraManifest } from '../../src/manifests/ira-manifest';
import { limitsManifest } from '../../src/manifests';

const copy = iraManifest.screen;
const catchUp = limitsManifest.contributionCatchUp?.ira;

/** An IRA's contributions per open tax year: contributed, limit and remaining, each year with its progress bar. */
export function IraYears({ ira }: { ira: IraAccount }) {
  return (
    <table className="ira__table">
      <caption>{copy.summaryHeading}</caption>
      <thead>
        <tr>
          <th scope="col">{copy.yearColumn}</th>
          <th scope="col">{copy.contributedColumn}</th>
          <th scope="col">{copy.limitColumn}</th>
          <th scope="col">{copy.remainingColumn}</th>
        </tr>
      </thead>
      <tbody>
        {ira.years.map((year) => (
          <tr key={year.taxYear}>
            <th scope="row" data-label={copy.yearColumn}>
              {year.taxYear}
            </th>
            <td data-label={copy.contributedColumn}>
              {formatCents(year.contributedCents)}
              <progress
                className="ira__progress"
                max={year.limitCents}
                value={Math.min(year.contributedCents, year.limitCents)}
                aria-label={resolveTemplate(copy.progressLabel, { contributed: formatCents(year.contributedCents), limit: formatCents(year.limitCents), year: String(year.taxYear) })}
              />
            </td>
            <td data-label={copy.limitColumn}>
              {formatCents(year.limitCents)}
              {year.catchUpCents > 0 && catchUp ? <small className="ira__note">{resolveTemplate(copy.catchUpNote, { amount: formatCents(year.catchUpCents), age: String(catchUp.fromAge) })}</small> : null}
            </td>
            <td data-label={copy.remainingColumn}>{formatCents(year.remainingCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
