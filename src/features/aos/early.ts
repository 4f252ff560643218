/** On the root while effects may hide content: set by the early script, dropped by its fallback. */
export const ROOT_CLASS = 'aos-on'
/** On the root once the runtime runs, so the early script's fallback stands down. */
export const READY_CLASS = 'aos-ready'
/** The fallback: content hidden for an effect is shown if the runtime has not started by then. */
export const FALLBACK_MS = 3000

/**
 * Runs first thing in <body>, before any section is parsed: effects may hide
 * content from the first paint on, so nothing below the fold flashes visible and
 * then vanishes. If the runtime has not started after a few seconds (a script
 * failed, a very slow network), the class goes and content is simply shown.
 */
export const EARLY_SCRIPT = `(function(d){if(!('IntersectionObserver'in window))return;d.classList.add('${ROOT_CLASS}');setTimeout(function(){if(!d.classList.contains('${READY_CLASS}'))d.classList.remove('${ROOT_CLASS}')},${FALLBACK_MS})})(document.documentElement)`
