// This build's configuration, shaped at build time (integrations/site-config-module.ts).
declare module 'virtual:club/site-config' {
  export const config: import('./lib/site-config.ts').SiteConfig;
}
