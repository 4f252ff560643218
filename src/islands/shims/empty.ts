// What server-only is in the islands render (a marker for Next's bundler, nothing to run).
export {}
