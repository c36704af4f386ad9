import { Link } from 'react-router-dom';
import { appManifest } from '../../manifests';

/** The product name in the header, linking home (or plain text where there is no signed-in home to go to). */
export function Brand({ to }: { to?: string }) {
  const mark = (
    <span className="brand__mark" aria-hidden="true">
      <svg viewBox="0 0 32 32" width="32" height="32" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M8 22h16M10 20v-7M16 20v-7M22 20v-7M7 12l9-5 9 5z" stroke="#0b4f6c" strokeWidth="2" fill="none" strokeLinejoin="round" />
      </svg>
    </span>
  );
  const name = <span className="brand__name">{appManifest.productName}</span>;
  if (to === undefined) {
    return (
      <span className="brand">
        {mark}
        {name}
      </span>
    );
  }
  return (
    <Link className="brand" to={to}>
      {mark}
      {name}
    </Link>
  );
}
