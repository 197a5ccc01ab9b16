// Loaded first by the test copy of the page in WebKit (engines.mjs, webkitSite), whose automation
// cannot read the console: records what the console would show as errors (console.error calls,
// uncaught exceptions, unhandled promise rejections, resources that failed to load, content
// security policy violations) in window.rummyConsoleErrors for the tests to read.
(function () {
  const errors = [];
  window.rummyConsoleErrors = errors;
  const error = console.error.bind(console);
  console.error = (...args) => {
    errors.push(args.map(String).join(' '));
    error(...args);
  };
  window.addEventListener('error', (e) => {
    if (e.target && e.target !== window) errors.push(`failed to load ${e.target.src || e.target.href || e.target.tagName}`);
    else errors.push(`${e.message} (${e.filename}:${e.lineno})`);
  }, true);
  window.addEventListener('unhandledrejection', (e) => errors.push(`unhandled rejection: ${e.reason}`));
  document.addEventListener('securitypolicyviolation', (e) => errors.push(`blocked by the content security policy: ${e.violatedDirective} ${e.blockedURI}`));
})();
