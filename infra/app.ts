import { createApp } from './mizan';

/** `npx cdk synth|deploy`: the app and its context are described in mizan.ts (createApp). */
createApp().app.synth();
