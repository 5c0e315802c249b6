/**
 * Stands in for the theme's client module that registers Prism's extra languages in every
 * browser (and with it, puts Prism in main.js): code is highlighted at build time (./highlight.ts).
 */
export {};
