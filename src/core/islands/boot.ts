/**
 * What starts a page's islands: a small module (`boot-<hash>.js`, beside the islands' scripts) that
 * every page served as islands names in one tag. It loads the entry, then preloads the chunks the
 * entry imports and those of the islands on the page, each in a task of its own, once the browser has
 * shown the page (its first contentful paint, reported by the Paint Timing API), or at once in a tab
 * that is hidden.
 *
 * Why not the entry and its preloads in the HTML: Chromium fetches those while the page is still
 * waiting for its style sheets, font and largest image, and their evaluation lands before the first
 * frame (a trace showed the first paint after the scripts had loaded, 200-270 ms into an unthrottled
 * load whose style sheets and image were in by 92 ms), and Lighthouse's simulation counts every
 * request that ended before the largest paint into it. Nor is the next animation frame late enough:
 * a frame is drawn on the main thread, then rastered and shown, and on a busy machine the scripts
 * were in before it was shown. Nothing the page shows needs the scripts (the islands are in the
 * HTML); they make it interactive once it is seen.
 *
 * Why a file and not an inline script: what it knows (the file names, by island) is the same on
 * every page, so it costs a page one tag instead of 0.6 KB of compressed HTML, and it is cached for
 * a year with the scripts it names. It is tiny and runs in a moment, after the page is parsed.
 *
 * Without the Paint Timing API the scripts start a frame after it runs; if no paint is reported
 * within FALLBACK_MS, or the tab is hidden meanwhile, they start then.
 */
export const FALLBACK_MS = 3000

/** What the boot module knows, by file name in its own folder. */
export type BootManifest = {
  /** The islands' entry. */
  entry: string
  /** The chunks the entry imports. */
  preload: string[]
  /** The chunks of each island (by the component's name), the chunks they import included. */
  chunks: Record<string, string[]>
}

/**
 * The boot module's text. Its only module syntax is `import.meta.url` (the folder it is served
 * from, where the files it names are), once, so that a test can run it as a plain function.
 */
export function islandsBootModule(manifest: BootManifest): string {
  const data = JSON.stringify({ e: manifest.entry, p: manifest.preload, c: manifest.chunks })
  return (
    `var m=${data},u=import.meta.url,d=document,w=window,n=0;` +
    // The entry, then the chunks it imports and those of the islands on this page, once each.
    'function go(){if(n++)return;var f=m.p.slice(),s=d.querySelectorAll("sp-island[data-island]");' +
    'for(var i=0;i<s.length;i++){var c=m.c[s[i].getAttribute("data-island")]||[];' +
    'for(var j=0;j<c.length;j++)if(c[j]!==m.e&&f.indexOf(c[j])<0)f.push(c[j])}' +
    'var e=d.createElement("script");e.type="module";e.src=new URL(m.e,u).href;d.body.appendChild(e);' +
    // The preloads in tasks of their own: each one added is a moment of the main thread's.
    'f.forEach(function(x){setTimeout(function(){var l=d.createElement("link");l.rel="modulepreload";l.href=new URL(x,u).href;d.head.appendChild(l)},0)})}' +
    'if(d.visibilityState==="hidden")go();else{' +
    'd.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")go()});' +
    `setTimeout(go,${FALLBACK_MS});` +
    'var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;' +
    'if(!t||t.indexOf("paint")<0)requestAnimationFrame(function(){setTimeout(go,0)});' +
    'else{var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}});' +
    'o.observe({type:"paint",buffered:true})}}\n'
  )
}
