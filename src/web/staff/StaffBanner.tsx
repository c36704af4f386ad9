import { useId } from 'react';
import { resolveTemplate } from '../../../engine/core';
import { useEndStaffVisit, useStaffVisit } from '../../../screens/shared/staff-visit';
import { staffManifest } from '../../manifests/staff-manifest';

const copy = staffManifest.visit;

/**
 * While a staff visit is open, on every signed-in page: whom the representative is serving (config/staff.json
 * visit.bannerTemplate), the member's language when it is not the default (visit.languageTemplate), the reason given, and
 * "End session" back to the member search. A labelled region, not an
 * alert: it is there all along, not news.
 */
/** The banner's language line: the staff copy in English, the language's own name marked as that language. */
function LanguageNamed({ template, tag, name }: { template: string; tag: string; name: string }) {
  const [before, after = ''] = template.split('{language}');
  return (
    <>
      {before}
      <span lang={tag}>{name}</span>
      {after}
    </>
  );
}

export function StaffBanner() {
  const visit = useStaffVisit();
  const { ending, end } = useEndStaffVisit();
  const labelId = useId();
  const current = visit.data;
  if (!current) return null;
  return (
    <div className="staff-banner" role="region" aria-labelledby={labelId}>
      <div className="staff-banner__text">
        <p id={labelId} className="staff-banner__who">
          {resolveTemplate(copy.bannerTemplate, { member: current.member.fullName, memberNumber: current.member.memberNumber, staff: current.staff.fullName })}
        </p>
        {current.member.languageIsDefault ? null : (
          <p className="staff-banner__language">
            <LanguageNamed template={copy.languageTemplate} tag={current.member.language} name={current.member.languageName} />
          </p>
        )}
        <p className="staff-banner__reason">
          {copy.reasonLabel}: {current.reason}
        </p>
      </div>
      <button type="button" className="button staff-banner__end" disabled={ending} onClick={() => void end()}>
        {copy.endSession}
      </button>
    </div>
  );
}
