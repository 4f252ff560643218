// What a style sheet import, or server-only, becomes outside Next.
export {}
