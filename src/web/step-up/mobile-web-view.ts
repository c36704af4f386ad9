import { appManifest } from '../../manifests';

/** Whether the page runs inside the mobile app's web view: the platform cookie says IOS or AND. */
export function isMobileWebView(cookie: string = document.cookie): boolean {
  const { platformCookie, platformValues } = appManifest.mobileWebView;
  const value = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${platformCookie}=`))
    ?.slice(platformCookie.length + 1);
  return value !== undefined && platformValues.includes(decodeURIComponent(value));
}
