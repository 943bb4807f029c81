/**
 * Demo builds only: a second entry in index.html, before the app's (vite.config.ts, demoEngineBoot), that starts the
 * demo API's engine worker as soon as the page's first file is in. Started from the app (src/main.tsx), the worker
 * came a few hundred milliseconds later: the engine's chunk is asked for when the app's entry has run, and by the
 * time it is in the main thread is rendering the app, so the worker (its file, then the synthetic city) began only
 * after that render, and every first call waited for it. Only for a start with a session (or a launch): the login
 * page of the demo starts the engine at the first key press, as before. The app's own start (demoStarter) finds this
 * engine (startEngine makes one per page).
 */
import { demoPageStart, sessionStart } from '@/config/session-start';
import { startEngine } from './engine';

if (sessionStart() && !demoPageStart()) startEngine();
