/**
 * What starts a page's islands: an inline script at the end of the body that loads the islands'
 * entry, and preloads the chunks this page's islands import, once the browser has shown the page
 * (its first contentful paint, reported by the Paint Timing API), or at once in a tab that is hidden.
 *
 * Why not module scripts and preloads in the HTML: Chromium fetches those while the page is still
 * waiting for its style sheets, font and largest image, and their evaluation lands before the first
 * frame (a trace showed the first paint after the scripts had loaded, 200-270 ms into an unthrottled
 * load whose style sheets and image were in by 92 ms), and Lighthouse's simulation counts every
 * request that ended before the largest paint into it. Nor is the next animation frame late enough:
 * the frame is drawn on the main thread, then rastered and shown, and on a busy machine the scripts
 * were in before it was shown (Lighthouse then saw no change). Nothing the page shows needs the
 * scripts (the islands are in the HTML); they make it interactive once it is seen.
 *
 * Without the Paint Timing API, the scripts start a frame after the boot script runs; if no paint
 * is reported within FALLBACK_MS, or the tab is hidden meanwhile, they start then.
 *
 * The text is the same on every page, so a stored page's CSP allows it by one hash (core/http/csp.ts).
 * Where it reads: its own `data-base` (the folder the files are served from) and `data-files` (the
 * entry first, then the chunks to preload, separated by spaces).
 */
export const FALLBACK_MS = 3000

export const ISLANDS_BOOT =
  '(function(d,w){var s=d.currentScript,b=s.getAttribute("data-base"),f=s.getAttribute("data-files").split(" "),n=0;' +
  'function go(){if(n++)return;for(var i=1;i<f.length;i++){var l=d.createElement("link");l.rel="modulepreload";l.href=b+f[i];d.head.appendChild(l)}' +
  'var e=d.createElement("script");e.type="module";e.src=b+f[0];d.body.appendChild(e)}' +
  'function soon(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'if(d.visibilityState==="hidden")return go();' +
  'd.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")go()});' +
  `setTimeout(go,${FALLBACK_MS});` +
  'var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;' +
  'if(!t||t.indexOf("paint")<0)return soon();' +
  'var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}});' +
  'o.observe({type:"paint",buffered:true})})(document,window)'
