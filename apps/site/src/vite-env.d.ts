/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Origin of the /wps and /lgw backend when it is not the site's own (needs CORS on the backend). */
  readonly VITE_API_BASE_URL?: string;
}
