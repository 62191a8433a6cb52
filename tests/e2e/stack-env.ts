/** Ports of the stack the browser tests build and serve (apart from `npm start`'s). */
export const e2eStack = {
  apiPort: Number(process.env.E2E_API_PORT ?? 4510),
  sitePort: Number(process.env.E2E_SITE_PORT ?? 4521),
  get siteUrl(): string {
    return `http://localhost:${this.sitePort}`;
  },
  get apiUrl(): string {
    return `http://localhost:${this.apiPort}/web/bc-member/v1`;
  },
};
