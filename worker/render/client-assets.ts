// Written by `npm run build:client`; the hashed names change with every client build.
import manifest from '../../dist/client-manifest.json';

export const clientAssets: { script: string; stylesheet: string; dashboardScript: string; dashboardStylesheet: string } = manifest;
