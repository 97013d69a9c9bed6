// Written by `npm run build:client`; the hashed names change with every client build.
import manifest from '../../dist/client-manifest.json';

export const clientAssets: {
  script: string;
  stylesheet: string;
  dashboardScript: string;
  dashboardStylesheet: string;
  /** The code of the inline script that answers an early add-to-cart press (client/add-to-cart/early-press.ts). */
  earlyPressScript: string;
  earlyPressHash: string;
} = manifest;
