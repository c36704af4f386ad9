import { useNavigate } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { homePath } from '../shared/app-paths';
import { useEndStaffVisit, useStaffVisit } from '../shared/staff-visit';

const copy = staffManifest.desk;

/** On the search while a visit is open: whom the representative is serving, to continue with them or end it. */
export function VisitNotice() {
  const visit = useStaffVisit();
  const { ending, end } = useEndStaffVisit();
  const navigate = useNavigate();
  const current = visit.data;
  if (!current) return null;
  return (
    <section className="service-desk__panel service-desk__visit" aria-labelledby="service-desk-visit">
      <h2 id="service-desk-visit">{resolveTemplate(copy.visitHeading, { member: current.member.fullName })}</h2>
      <p>{resolveTemplate(copy.visitBody, { memberNumber: current.member.memberNumber, reason: current.reason })}</p>
      <p className="service-desk__actions">
        <button type="button" className="button" onClick={() => void navigate(homePath)}>
          {resolveTemplate(copy.continueVisit, { member: current.member.fullName })}
        </button>
        <button type="button" className="button button--secondary" disabled={ending} onClick={() => void end()}>
          {staffManifest.visit.endSession}
        </button>
      </p>
    </section>
  );
}
