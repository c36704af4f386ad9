import { Link } from 'react-router-dom';
import { useRouteHandles, useRouteTitle } from '../../engine/react';
import { copyManifest } from '../../src/manifests';
import { homePath } from '../shared/app-paths';
import './under-construction.css';

const copy = copyManifest.screens['under-construction'];

/** Stands in for every page a later issue builds: the route's own title, a friendly note, a way back to Accounts. */
export default function UnderConstructionScreen() {
  const title = useRouteTitle();
  const frameTitle = useRouteHandles().findLast((handle) => handle.frame?.title !== undefined)?.frame?.title;
  return (
    <div className="under-construction card">
      <h1>{frameTitle ?? title ?? copy.heading}</h1>
      <p className="under-construction__label">{copy.heading}</p>
      <p>{copy.body}</p>
      <Link className="button" to={homePath}>
        {copy.backToAccounts}
      </Link>
    </div>
  );
}
