import { ActionReasonHost } from './ActionReasonHost';
import { StaffBanner } from './StaffBanner';

/**
 * What a staff (OneView) session adds to every signed-in page: the banner of the member being served and the prompt
 * for an action's reason. Loaded lazily by the layout for staff only, so a member's first page load carries none of it
 * (a default export, as lazily loaded screens have: the layout's import stays as short as can be).
 */
export default function StaffChannel() {
  return (
    <>
      <ActionReasonHost />
      <StaffBanner />
    </>
  );
}
