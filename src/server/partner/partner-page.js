// Served as a file (the CSP allows no inline script): tells the app framing this page, on this same origin only,
// how tall the page is and that the member is active, so the frame fits and the session does not time out.
(function () {
  if (window.parent === window) return;
  var origin = window.location.origin;
  function reportHeight() {
    window.parent.postMessage({ type: 'FRAME_HEIGHT', height: document.documentElement.scrollHeight }, origin);
  }
  window.addEventListener('load', reportHeight);
  if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(document.body);
  var last = 0;
  function activity() {
    var now = Date.now();
    if (now - last < 1000) return;
    last = now;
    window.parent.postMessage({ type: 'USER_ACTIVITY' }, origin);
  }
  ['click', 'keydown', 'input'].forEach(function (name) {
    document.addEventListener(name, activity, true);
  });
})();
