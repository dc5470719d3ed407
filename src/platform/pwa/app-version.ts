/**
 * The version of this build: package.json's version and a build id (WFM_BUILD_ID at build time,
 * else the git commit), set by vite.config.ts. Shown in my info, so support knows what a phone runs,
 * and used to reload at most once per version when a chunk of it is missing.
 */
export const APP_VERSION: string = __WFM_VERSION__;
export const APP_BUILD: string = __WFM_BUILD__;
