import { startDeployment } from './harness.mjs';

/** Starts nginx and the demo API before the deployment specs; the returned function stops them. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const deployment = await startDeployment();
  console.log(`deployment under test: nginx ${deployment.baseURL} → API ${deployment.apiURL}`);
  return deployment.stop;
}
