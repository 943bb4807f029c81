import { startDeployment } from './harness.mjs';

/**
 * Starts nginx, the fault stub and the demo API before the deployment specs; the returned function stops them. The
 * specs find nginx's folder (its access log) in SRP_DEPLOY_DIR: environment variables set here reach the workers.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const deployment = await startDeployment();
  process.env.SRP_DEPLOY_DIR = deployment.dir;
  console.log(`deployment under test: nginx ${deployment.baseURL} → fault stub ${deployment.stubURL} → API ${deployment.apiURL}`);
  return deployment.stop;
}
